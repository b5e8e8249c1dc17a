module.exports = {
  ...require('../../jest.preset.js'),
  displayName: '@nfx/shell',
  testEnvironment: require.resolve('../../tools/jest/jsdom-environment.js'),
};
