module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: '@nfx/loyalty-feature-promotions',
  testEnvironment: require.resolve('../../../tools/jest/jsdom-environment.js'),
};
