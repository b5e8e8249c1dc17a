module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: '@nfx/session',
  testEnvironment: require.resolve('../../../tools/jest/jsdom-environment.js'),
};
