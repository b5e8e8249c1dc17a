// Shared Jest settings for every app and lib: swc compiles TypeScript and JSX,
// vanilla-extract style files are evaluated for real so class names exist in tests.
const path = require('node:path');

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx', '<rootDir>/test/**/*.spec.ts'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  transform: {
    '\\.css\\.ts$': '@vanilla-extract/jest-transform',
    '^.+\\.(t|j|mj)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // A few dependencies ship ESM only; let swc compile them. @fastify/cookie is CommonJS but loads the
  // ESM-only `cookie` with `import()`: left as it is, every suite that builds the API app made Jest
  // evaluate `cookie` as a vm.SourceTextModule in that suite's context, and Node 20 never frees such a
  // module nor the context it holds (nodejs/node#59118), so each suite's whole module graph stayed in
  // its worker. Compiled, the import() is a require() of the compiled `cookie` and nothing is kept.
  // openid-client, its oauth4webapi and jose are ESM only too (the API's social sign-in).
  transformIgnorePatterns: [
    '/node_modules/(?!(valibot|@valibot|@hookform|@module-federation|content-disposition|cookie|@fastify/cookie|openid-client|oauth4webapi|jose)/)',
  ],
  setupFilesAfterEnv: [path.join(__dirname, 'tools/jest/setup-after-env.ts')],
  testEnvironmentOptions: { customExportConditions: ['development', 'node', 'require', 'default'] },
};
