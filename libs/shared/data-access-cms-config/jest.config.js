module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: '@nfx/cms-config',
  testEnvironment: require.resolve('../../../tools/jest/jsdom-environment.js'),
};
