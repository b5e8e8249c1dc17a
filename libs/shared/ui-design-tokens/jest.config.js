module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: '@nfx/design-tokens',
  testEnvironment: require.resolve('../../../tools/jest/jsdom-environment.js'),
};
