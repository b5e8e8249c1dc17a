module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'workspace-rules',
  testMatch: ['<rootDir>/*.spec.ts'],
  // Building Nx's project graph and loading typescript-eslint takes a while on a cold machine.
  testTimeout: 120000,
};
