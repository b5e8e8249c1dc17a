module.exports = {
  ...require('../../jest.preset.js'),
  displayName: '@nfx/platform-api',
  testEnvironment: 'node',
  // PGlite boots a WebAssembly Postgres per suite; give slow CI machines room.
  testTimeout: 30000,
};
