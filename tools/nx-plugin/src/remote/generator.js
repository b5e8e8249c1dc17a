// @ts-check
const path = require('node:path');
const { generateFiles, logger } = require('@nx/devkit');
const { formatGenerated } = require('../format');

/**
 * Each locale's lead of the new section's page: a translated placeholder for the team to replace
 * with the section's real description. The section's name stays as it is in every locale.
 */
const LEADS = {
  en: 'This section is ready for its first page.',
  de: 'Dieser Bereich ist bereit für seine erste Seite.',
  es: 'Esta sección está lista para su primera página.',
  lv: 'Šī sadaļa ir gatava savai pirmajai lapai.',
  'pt-BR': 'Esta seção está pronta para sua primeira página.',
  ru: 'Этот раздел готов к своей первой странице.',
};

/**
 * Scaffolds a remote app that owns one section of the site: `nx g @nfx/tools:remote <name> <dev port>`.
 * The name is the remote's name, its section's path (/<name>), its scope tag and its message
 * namespace. The remote builds, tests and deploys on its own (docs/recipes/add-a-remote.md);
 * nothing of the shell changes.
 * @param {import('@nx/devkit').Tree} tree
 * @param {{ name: string; port: number }} options
 */
async function remoteGenerator(tree, options) {
  const { name, port } = options;
  if (!/^[a-z][a-z0-9]*$/.test(name))
    throw new Error(`The remote's name is lower-case letters and digits, starting with a letter: ${name}`);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`The dev port is a TCP port number: ${port}`);
  const root = `apps/${name}`;
  if (tree.exists(root)) throw new Error(`${root} already exists`);

  const substitutions = { name, title: `${name[0].toUpperCase()}${name.slice(1)}`, port, root, tmpl: '' };
  generateFiles(tree, path.join(__dirname, 'files'), root, substitutions);
  for (const [locale, lead] of Object.entries(LEADS)) {
    generateFiles(tree, path.join(__dirname, 'texts'), root, { ...substitutions, locale, lead });
  }
  await formatGenerated(tree, root);
  return () => logger.info(`Run npm install to record @nfx/${name} in the workspace's lock file.`);
}

module.exports = remoteGenerator;
module.exports.default = remoteGenerator;
