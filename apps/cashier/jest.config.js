module.exports = {
  ...require('../../jest.preset.js'),
  displayName: '@nfx/cashier',
  testEnvironment: require.resolve('../../tools/jest/jsdom-environment.js'),
};
