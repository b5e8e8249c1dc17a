module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: '@nfx/shell-feature-layout',
  testEnvironment: require.resolve('../../../tools/jest/jsdom-environment.js'),
};
