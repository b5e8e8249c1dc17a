module.exports = {
  ...require('../../jest.preset.js'),
  displayName: '@nfx/auth',
  testEnvironment: require.resolve('../../tools/jest/jsdom-environment.js'),
};
