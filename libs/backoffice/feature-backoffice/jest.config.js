module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: '@nfx/backoffice-feature-backoffice',
  testEnvironment: require.resolve('../../../tools/jest/jsdom-environment.js'),
};
