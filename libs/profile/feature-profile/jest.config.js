module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: '@nfx/profile-feature-profile',
  testEnvironment: require.resolve('../../../tools/jest/jsdom-environment.js'),
};
