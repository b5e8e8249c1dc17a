module.exports = {
  ...require('../../jest.preset.js'),
  displayName: '@nfx/betting',
  testEnvironment: require.resolve('../../tools/jest/jsdom-environment.js'),
};
