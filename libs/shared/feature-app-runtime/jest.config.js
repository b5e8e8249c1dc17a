module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: '@nfx/app-runtime',
  testEnvironment: require.resolve('../../../tools/jest/jsdom-environment.js'),
};
