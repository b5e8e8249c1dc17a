module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: '@nfx/cashier-feature-cashier',
  testEnvironment: require.resolve('../../../tools/jest/jsdom-environment.js'),
};
