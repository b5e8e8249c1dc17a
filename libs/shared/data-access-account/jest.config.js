module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: '@nfx/account',
  testEnvironment: require.resolve('../../../tools/jest/jsdom-environment.js'),
};
