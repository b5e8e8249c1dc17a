module.exports = {
  ...require('../../jest.preset.js'),
  displayName: '@nfx/profile',
  testEnvironment: require.resolve('../../tools/jest/jsdom-environment.js'),
};
