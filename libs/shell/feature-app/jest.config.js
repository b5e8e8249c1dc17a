module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: '@nfx/shell-feature-app',
  testEnvironment: require.resolve('../../../tools/jest/jsdom-environment.js'),
};
