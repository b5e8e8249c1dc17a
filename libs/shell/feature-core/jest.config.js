module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: '@nfx/shell-feature-core',
  testEnvironment: require.resolve('../../../tools/jest/jsdom-environment.js'),
};
