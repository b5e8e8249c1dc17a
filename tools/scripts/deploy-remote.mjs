#!/usr/bin/env node
// Deploys one remote build into a site folder without touching the shell or other remotes:
//   node tools/scripts/deploy-remote.mjs <remote> <build dir> [site dir]
// The build is copied under remotes/<remote>/<build id>/ (the id is a hash of its manifest),
// then registry.json is rewritten atomically to point at it. Browsers pick it up on next load.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REMOTES = ['casino', 'cashier', 'profile', 'loyalty', 'auth'];

function buildId(buildDir) {
  const manifest = fs.readFileSync(path.join(buildDir, 'mf-manifest.json'));
  const entry = fs.readFileSync(path.join(buildDir, 'remoteEntry.js'));
  return crypto.createHash('sha256').update(manifest).update(entry).digest('hex').slice(0, 12);
}

export function readRegistry(siteDir) {
  const file = path.join(siteDir, 'registry.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
}

export function writeRegistry(siteDir, registry) {
  const file = path.join(siteDir, 'registry.json');
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(registry, null, 2)}\n`);
  fs.renameSync(temporary, file);
}

export function deployRemote({ remote, buildDir, siteDir }) {
  if (!fs.existsSync(path.join(buildDir, 'mf-manifest.json')))
    throw new Error(`${buildDir} has no mf-manifest.json: build the ${remote} remote first`);
  const id = buildId(buildDir);
  const target = path.join(siteDir, 'remotes', remote, id);
  if (!fs.existsSync(target)) {
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const staging = `${target}.staging`;
    fs.rmSync(staging, { recursive: true, force: true });
    fs.cpSync(buildDir, staging, { recursive: true });
    fs.renameSync(staging, target);
  }
  const label = fs.existsSync(path.join(buildDir, 'build-label.txt'))
    ? fs.readFileSync(path.join(buildDir, 'build-label.txt'), 'utf8').trim()
    : '0.1.0';
  const entry = { manifest: `/remotes/${remote}/${id}/mf-manifest.json`, version: `${label}+${id}` };
  const registry = readRegistry(siteDir);
  registry[remote] = entry;
  writeRegistry(siteDir, registry);
  return entry;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const [remote, buildDir, siteDir = 'dist/site'] = process.argv.slice(2);
  if (!remote || !buildDir) {
    console.error('usage: deploy-remote.mjs <remote> <build dir> [site dir]');
    process.exit(2);
  }
  const entry = deployRemote({ remote, buildDir: path.resolve(buildDir), siteDir: path.resolve(siteDir) });
  console.log(`${remote} now serves ${entry.version} (${entry.manifest})`);
}
