// @ts-check
const path = require('node:path');
const { generateFiles, logger } = require('@nx/devkit');
const { formatGenerated } = require('../format');

/** What a lib of each type may import (docs/architecture.md, "Boundaries"). */
const MAY_IMPORT = {
  feature: 'feature, ui, data-access and util libs',
  ui: 'ui and util libs',
  'data-access': 'data-access and util libs',
  util: 'util libs',
};

/**
 * Scaffolds a workspace library: `nx g @nfx/tools:lib <scope> <type>-<name> <package name> [jsdom|node]`,
 * e.g. `nx g @nfx/tools:lib cashier feature-deposit @nfx/cashier-feature-deposit jsdom`. The type
 * is feature, ui, data-access or util; the scope is shared or the app that owns it. `src/index.ts`
 * is the lib's only public API.
 * @param {import('@nx/devkit').Tree} tree
 * @param {{ scope: string; directory: string; packageName: string; environment?: 'jsdom' | 'node' }} options
 */
async function libGenerator(tree, options) {
  const { scope, directory, packageName, environment = 'node' } = options;
  const type = Object.keys(MAY_IMPORT).find((candidate) => directory.startsWith(`${candidate}-`));
  if (!type || !/^[a-z][a-z0-9-]*[a-z0-9]$/.test(directory))
    throw new Error(`The lib's directory is <feature|ui|data-access|util>-<name>: ${directory}`);
  if (!/^[a-z][a-z0-9]*$/.test(scope)) throw new Error(`The scope is shared or an app's name: ${scope}`);
  if (!/^@nfx\/[a-z][a-z0-9-]*$/.test(packageName)) throw new Error(`The package name is @nfx/<name>: ${packageName}`);
  if (environment !== 'jsdom' && environment !== 'node') throw new Error(`The test environment is jsdom or node: ${environment}`);
  if (scope !== 'shared' && !tree.exists(`apps/${scope}`)) throw new Error(`no app owns the scope ${scope} (apps/${scope})`);
  const root = `libs/${scope}/${directory}`;
  if (tree.exists(root)) throw new Error(`${root} already exists`);

  const owner =
    scope === 'shared'
      ? "shared by every app; it never imports a scope's libs"
      : `owned by the ${scope} app; only ${scope} and shared projects import it`;
  const substitutions = { pkg: packageName, scope, type, env: environment, may: MAY_IMPORT[type], owner, root, tmpl: '' };
  generateFiles(tree, path.join(__dirname, 'files'), root, substitutions);
  generateFiles(tree, path.join(__dirname, 'jest', environment), root, substitutions);
  await formatGenerated(tree, root);
  return () => logger.info(`Run npm install to link ${packageName} into the workspace.`);
}

module.exports = libGenerator;
module.exports.default = libGenerator;
