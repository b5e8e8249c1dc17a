module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: '@nfx/casino-feature-game-hall',
  testEnvironment: require.resolve('../../../tools/jest/jsdom-environment.js'),
};
