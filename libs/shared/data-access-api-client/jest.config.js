module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: '@nfx/api-client',
  testEnvironment: require.resolve('../../../tools/jest/jsdom-environment.js'),
};
