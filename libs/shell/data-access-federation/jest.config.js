module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: '@nfx/shell-federation',
  testEnvironment: require.resolve('../../../tools/jest/jsdom-environment.js'),
};
