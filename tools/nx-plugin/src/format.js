// @ts-check
const path = require('node:path');

/**
 * Formats the files generated under `root` the way `npx prettier --write <root>` does in the
 * workspace: its config and its .prettierignore (devkit's formatFiles ignores the latter and would
 * reformat the Markdown the workspace leaves as written). Without a prettier config in the tree
 * (a test tree) nothing is formatted.
 * @param {import('@nx/devkit').Tree} tree
 * @param {string} root
 */
async function formatGenerated(tree, root) {
  if (!tree.exists('.prettierrc.json')) return;
  const prettier = await import('prettier');
  const ignorePath = tree.exists('.prettierignore') ? path.join(tree.root, '.prettierignore') : undefined;
  for (const change of tree.listChanges()) {
    if (change.type === 'DELETE' || !change.path.startsWith(`${root}/`)) continue;
    const filepath = path.join(tree.root, change.path);
    const info = await prettier.getFileInfo(filepath, { ignorePath });
    if (info.ignored || !info.inferredParser) continue;
    const options = await prettier.resolveConfig(filepath);
    tree.write(change.path, await prettier.format(tree.read(change.path, 'utf-8') ?? '', { ...options, filepath }));
  }
}

module.exports = { formatGenerated };
