module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: '@nfx/betting-feature-betting',
  testEnvironment: require.resolve('../../../tools/jest/jsdom-environment.js'),
};
