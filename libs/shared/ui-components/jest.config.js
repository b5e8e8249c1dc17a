module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: '@nfx/ui',
  testEnvironment: require.resolve('../../../tools/jest/jsdom-environment.js'),
};
