// Lays out the built apps the way the site server serves them, and writes the remote registry:
//   dist/site/shell/…                      the host (its index.html is the server's template)
//   dist/site/remotes/<name>/<build id>/…  one folder per remote build, immutable once written
//   dist/site/registry.json                remote name → manifest URL, version and publication
//   dist/site/backoffice/…                 the staff's single-page app, served at /backoffice
// Deploying a new build of one remote is `deploy-remote.mjs`: copy its folder, point the registry at it.
// The remotes are the apps that declare a publication (apps/<name>/publication.ts). Each build brings
// its own .br and .gz files (tools/webpack/create-app-config.ts), which the site server sends.
import fs from 'node:fs';
import path from 'node:path';
import { deployRemote } from './deploy-remote.mjs';

const root = process.cwd();
const site = path.join(root, 'dist/site');
const REMOTES = fs
  .readdirSync(path.join(root, 'apps'))
  .filter((app) => fs.existsSync(path.join(root, 'apps', app, 'publication.ts')))
  .sort();

fs.rmSync(path.join(site, 'shell'), { recursive: true, force: true });
// The registry names exactly the workspace's remotes as built now.
fs.rmSync(path.join(site, 'registry.json'), { force: true });
fs.mkdirSync(site, { recursive: true });
fs.cpSync(path.join(root, 'dist/apps/shell'), path.join(site, 'shell'), { recursive: true });

// The back office is no remote: one folder, replaced whole with each build.
fs.rmSync(path.join(site, 'backoffice'), { recursive: true, force: true });
if (fs.existsSync(path.join(root, 'dist/apps/backoffice/index.html'))) {
  fs.cpSync(path.join(root, 'dist/apps/backoffice'), path.join(site, 'backoffice'), {
    recursive: true,
    // Without its source maps, and their compressed copies.
    filter: (source) => !/\.map(\.br|\.gz)?$/.test(source),
  });
  console.log('  backoffice → backoffice/');
}

for (const remote of REMOTES) {
  const entry = deployRemote({ remote, buildDir: path.join(root, 'dist/apps', remote), siteDir: site });
  console.log(`  ${remote.padEnd(8)} ${entry.version} → ${entry.manifest}`);
}
console.log(`Site assembled in ${path.relative(root, site)}`);
