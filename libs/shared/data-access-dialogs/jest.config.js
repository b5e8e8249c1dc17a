module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: '@nfx/dialogs',
  testEnvironment: require.resolve('../../../tools/jest/jsdom-environment.js'),
};
