const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: '@nfx/platform-api',
  testEnvironment: 'node',
  // In-memory PGlite databases start from an empty cluster made once per machine and PGlite
  // version instead of running initdb each (test/setup/pglite-template.ts).
  globalSetup: '<rootDir>/test/setup/pglite-template-global.ts',
  globalTeardown: '<rootDir>/test/setup/global-teardown.ts',
  setupFiles: ['<rootDir>/test/setup/pglite-template.ts'],
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/test/setup/close-hash-pool.ts'],
  // PGlite boots a WebAssembly Postgres per suite; give slow CI machines room.
  testTimeout: 30000,
};
