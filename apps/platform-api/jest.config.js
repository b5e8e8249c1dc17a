const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: '@nfx/platform-api',
  testEnvironment: 'node',
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/test/setup/close-hash-pool.ts'],
  // PGlite boots a WebAssembly Postgres per suite; give slow CI machines room.
  testTimeout: 30000,
};
