module.exports = {
  ...require('../../jest.preset.js'),
  displayName: '@nfx/casino',
  testEnvironment: require.resolve('../../tools/jest/jsdom-environment.js'),
};
