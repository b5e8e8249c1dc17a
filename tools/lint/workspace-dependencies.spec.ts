import fs from 'node:fs';
import path from 'node:path';

const workspaceRoot = path.resolve(__dirname, '../..');
const IMPORT = /(?:from\s+|import\s*\(\s*|require\(\s*|import\s+)['"](@nfx\/[a-z0-9-]+)(?:\/[^'"]*)?['"]/g;

interface WorkspacePackage {
  root: string;
  name: string;
  dependencies: Record<string, string>;
}

/** Every workspace package (package.json `workspaces`: apps/*, libs/*\/*, tools/*). */
function workspacePackages(): WorkspacePackage[] {
  const roots = [...listDirs('apps'), ...listDirs('libs').flatMap((scope) => listDirs(scope)), ...listDirs('tools')].filter((root) =>
    fs.existsSync(path.join(workspaceRoot, root, 'package.json')),
  );
  return roots.map((root) => {
    const json = JSON.parse(fs.readFileSync(path.join(workspaceRoot, root, 'package.json'), 'utf8'));
    return { root, name: json.name, dependencies: json.dependencies ?? {} };
  });
}

function listDirs(relative: string): string[] {
  return fs
    .readdirSync(path.join(workspaceRoot, relative), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(relative, entry.name));
}

/** Source files of a package, without nested packages or Nx projects (an e2e area is one). */
function sources(root: string, top = true): string[] {
  const dir = path.join(workspaceRoot, root);
  if (!top && (fs.existsSync(path.join(dir, 'package.json')) || fs.existsSync(path.join(dir, 'project.json')))) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return ['node_modules', 'dist'].includes(entry.name) ? [] : sources(path.join(root, entry.name), false);
    return /\.(tsx?|mjs|cjs|js)$/.test(entry.name) ? [path.join(dir, entry.name)] : [];
  });
}

/**
 * Nx draws the project graph from the workspace packages' declared dependencies: an import of
 * another workspace package that its package.json does not declare is an edge Nx cannot see, so
 * `nx affected` and the cache would miss that a change reaches this package.
 */
describe('workspace package dependencies', () => {
  const packages = workspacePackages();
  const names = new Set(packages.map((pkg) => pkg.name));

  it.each(packages.map((pkg) => [pkg.root, pkg] as const))('%s declares every workspace package it imports', (_root, pkg) => {
    const imported = new Set<string>();
    for (const file of sources(pkg.root)) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
        if (match[1] !== pkg.name && names.has(match[1]!)) imported.add(match[1]!);
      }
    }
    const undeclared = [...imported].filter((name) => !(name in pkg.dependencies)).sort();
    expect(undeclared).toEqual([]);
  });
});
