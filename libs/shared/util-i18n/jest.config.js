module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: '@nfx/i18n',
  testEnvironment: require.resolve('../../../tools/jest/jsdom-environment.js'),
};
