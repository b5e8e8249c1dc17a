import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/**
 * The scopes of the browser apps (the shell and every remote), read from their project.json, so a
 * remote added by `nx g @nfx/tools:remote` is fenced in like the others without editing this file.
 */
const appsDir = fileURLToPath(new URL('./apps', import.meta.url));
const scopes = fs
  .readdirSync(appsDir)
  .filter((app) => fs.existsSync(path.join(appsDir, app, 'project.json')))
  .flatMap((app) => JSON.parse(fs.readFileSync(path.join(appsDir, app, 'project.json'), 'utf8')).tags ?? [])
  .filter((tag) => tag.startsWith('scope:') && !['scope:api', 'scope:e2e', 'scope:shared'].includes(tag))
  .map((tag) => tag.slice('scope:'.length));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.nx/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.data/**',
      'tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx, 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          // Each browser-test area is its own Nx project (apps/e2e/src/<area>, so `nx affected` runs
          // only the areas a change reaches), and its specs import the suite's support code beside it.
          allow: ['../support/*', '../security/*'],
          banTransitiveDependencies: false,
          depConstraints: [
            // Layering: what a kind of project may import.
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util'] },
            { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
            { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
            // Ownership: shared never reaches into a scope, and no remote reaches into another.
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:api', 'scope:shared'] },
            { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:shared'] },
            ...scopes.map((scope) => ({ sourceTag: `scope:${scope}`, onlyDependOnLibsWithTags: [`scope:${scope}`, 'scope:shared'] })),
          ],
        },
      ],
    },
  },
  {
    // The contract's schemas are the API's business; pages import only its types, so no schema
    // code reaches a player's browser.
    files: ['libs/**/*.ts', 'libs/**/*.tsx', 'apps/**/*.ts', 'apps/**/*.tsx'],
    ignores: ['apps/platform-api/**', 'libs/shared/util-api-contract/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@nfx/api-contract',
              allowTypeImports: true,
              message: 'Import only types from @nfx/api-contract in browser code (import type …).',
            },
          ],
        },
      ],
    },
  },
  {
    // The API's modules import one way (issue 43 §5): no cycles. import-x/no-cycle follows value
    // imports (type-only ones cannot knot at run time; the area rules below keep those apart too).
    files: ['apps/platform-api/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  ...[
    // Routes → services → repositories, and an area's parts import its context module
    // (`<area>-context.ts`), never the `<area>-area.ts` plugin that registers them.
    { layer: 'routes', banned: [] },
    { layer: 'services', banned: ['routes'] },
    { layer: 'repositories', banned: ['routes', 'services'] },
  ].map(({ layer, banned }) => ({
    files: [`apps/platform-api/src/*/${layer}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '-area$',
              message: 'Import the area context module (<area>-context.ts), not the area plugin: the plugin imports this file.',
            },
            ...banned.map((upper) => ({
              regex: `(^|/)${upper}/`,
              message: `${layer} must not import ${upper}: routes → services → repositories (docs/architecture.md).`,
            })),
          ],
        },
      ],
    },
  })),
  {
    // Migrations are history: they must not change when domain code does, so they import only the
    // database layer (`src/db`), never an area, the wallet or the migration runner.
    files: ['apps/platform-api/src/db/migrations/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./\\.\\./', message: 'A migration must not import domain code: copy what it needs into it, frozen.' },
            { regex: '^\\.\\./migrate$', message: 'Take the Migration type from ../migration (migrate.ts imports the migrations).' },
          ],
        },
      ],
    },
  },
  {
    // Breakpoints come from @nfx/design-tokens (`media`, `screenUp`, `mediaUp(breakpointSteps[i])`), so
    // the device ranges of §9 are decided in one place and no feature drifts to a width of its own.
    files: ['**/*.css.ts'],
    ignores: ['libs/shared/ui-design-tokens/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'Literal[value=/(min|max)-(width|height)\\s*:\\s*[0-9.]+px/]',
          'TemplateElement[value.raw=/(min|max)-(width|height)\\s*:\\s*[0-9.]+px/]',
        ].map((selector) => ({
          selector,
          message: 'Take media queries from @nfx/design-tokens (media, screenUp, mediaUp with a token width) instead of a px width.',
        })),
      ],
    },
  },
  {
    // Build configuration spreads the root federation base and the shared webpack factory, which
    // live outside any project on purpose: they are tooling, not a library to depend on.
    files: ['**/webpack.config.ts', '**/module-federation.config.ts', 'tools/**/*.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    files: ['tools/jest/*.ts'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    languageOptions: {
      globals: {
        require: 'readonly',
        module: 'writable',
        process: 'readonly',
        __dirname: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        fetch: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
