module.exports = {
  ...require('../../jest.preset.js'),
  displayName: '@nfx/loyalty',
  testEnvironment: require.resolve('../../tools/jest/jsdom-environment.js'),
};
