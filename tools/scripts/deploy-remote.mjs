#!/usr/bin/env node
// Deploys one remote build into a site folder without touching the shell or other remotes:
//   node tools/scripts/deploy-remote.mjs <remote> <build dir> [site dir] [--take-over]
// 1. Reads the build: its mf-manifest.json, remoteEntry.js and publication.json (the sections it
//    renders, the mount points it fills, its menu links, its pages and its texts' locales).
// 2. Checks it (`deployChecks`): a section, mount point or namespace another remote has is refused,
//    unless --take-over moves it to this remote; so is a build that requires a shared module version
//    or a facade export the running shell (site/shell/shared-provides.json) does not provide.
// 3. Copies it under remotes/<remote>/<build id>/ (the id is a hash of the build's files; an
//    existing folder is never overwritten).
// 4. Rewrites registry.json atomically: the remote's entry points at the new folder and carries its
//    publication. Browsers and the site server pick it up on their next page load.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROVIDES_FILE, REQUIRES_FILE, sharedProblems } from './shared-compatibility.mjs';

const PUBLICATION_FILE = 'publication.json';
/** Copies the server may send instead of a file; derived from it, so not part of the build's identity. */
const DERIVED = /\.(br|gz)$/;

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

function filesOf(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath ?? entry.path, entry.name)))
    .filter((file) => !DERIVED.test(file))
    .sort();
}

/** A hash of every file of the build: a changed text alone makes a new build folder too. */
function buildId(buildDir) {
  const hash = crypto.createHash('sha256');
  for (const file of filesOf(buildDir))
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(buildDir, file)))
      .update('\0');
  return hash.digest('hex').slice(0, 12);
}

/** What the deploy needs to know about a build folder. */
export function readBuild(remote, buildDir) {
  for (const file of ['mf-manifest.json', 'remoteEntry.js', PUBLICATION_FILE]) {
    if (!fs.existsSync(path.join(buildDir, file))) throw new Error(`${buildDir} has no ${file}: build the ${remote} remote first`);
  }
  const publication = JSON.parse(fs.readFileSync(path.join(buildDir, PUBLICATION_FILE), 'utf8'));
  if (!Array.isArray(publication.sections) || !Array.isArray(publication.pages) || !Array.isArray(publication.namespaces)) {
    throw new Error(`${buildDir}/${PUBLICATION_FILE} is not a remote's publication`);
  }
  const labelFile = path.join(buildDir, 'build-label.txt');
  const label = fs.existsSync(labelFile) ? fs.readFileSync(labelFile, 'utf8').trim() : '0.1.0';
  return { dir: buildDir, id: buildId(buildDir), label, publication, requires: readJson(path.join(buildDir, REQUIRES_FILE)) };
}

function readJson(file) {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;
}

const claimsOf = (publication) => ({
  section: (publication.sections ?? []).map((section) => section.path),
  'mount point': Object.keys(publication.mounts ?? {}),
  namespace: publication.namespaces ?? [],
});

/** What this build claims that another remote in the registry has: `[{ kind, name, owner }]`. */
function conflictsOf({ remote, build, registry }) {
  const conflicts = [];
  for (const [owner, entry] of Object.entries(registry)) {
    if (owner === remote) continue;
    const theirs = claimsOf(entry);
    for (const [kind, names] of Object.entries(claimsOf(build.publication))) {
      for (const name of names) if (theirs[kind].includes(name)) conflicts.push({ kind, name, owner });
    }
  }
  return conflicts;
}

/**
 * Checks a build must pass before it is copied; each returns the problems it found. Add a check
 * here (a shared library's version, a runtime the shell does not provide …) and every deploy runs it.
 */
export const deployChecks = [
  function claimsNothingOthersHave(context) {
    if (context.takeOver) return [];
    return conflictsOf(context).map(
      ({ kind, name, owner }) => `the ${kind} "${name}" belongs to ${owner}: deploy with --take-over to move it to ${context.remote}`,
    );
  },
  /** A build from before builds recorded their requirements has nothing to check. */
  function fitsTheRunningShell({ build, siteDir }) {
    if (!build.requires) return [];
    const provides = readJson(path.join(siteDir, 'shell', PROVIDES_FILE));
    if (!provides)
      return [`the running shell does not say what it shares (shell/${PROVIDES_FILE} is missing): deploy a current shell first`];
    return sharedProblems(build.requires, provides);
  },
];

/** Removes what this build takes over from the other remotes' entries (their pages under a moved section too). */
function withoutTakenClaims(registry, conflicts) {
  const next = JSON.parse(JSON.stringify(registry));
  for (const { kind, name, owner } of conflicts) {
    const entry = next[owner];
    if (kind === 'section') {
      entry.sections = entry.sections.filter((section) => section.path !== name);
      entry.pages = (entry.pages ?? []).filter((page) => (typeof page === 'string' ? page : page.path).split('/')[0] !== name);
      entry.menu = (entry.menu ?? []).filter((item) => item.path.split(/[/?#]/)[1] !== name);
    } else if (kind === 'mount point') delete entry.mounts[name];
    else entry.namespaces = entry.namespaces.filter((namespace) => namespace !== name);
  }
  return next;
}

function copyBuild(build, target) {
  if (fs.existsSync(target)) return;
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const staging = `${target}.staging`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.cpSync(build.dir, staging, { recursive: true });
  fs.renameSync(staging, target);
}

export function deployRemote({ remote, buildDir, siteDir, takeOver = false }) {
  const build = readBuild(remote, buildDir);
  const registry = readRegistry(siteDir);
  const context = { remote, build, registry, siteDir, takeOver };
  const problems = deployChecks.flatMap((check) => check(context));
  if (problems.length > 0) throw new Error(`${remote} was not deployed:\n  ${problems.join('\n  ')}`);

  copyBuild(build, path.join(siteDir, 'remotes', remote, build.id));
  const entry = {
    manifest: `/remotes/${remote}/${build.id}/mf-manifest.json`,
    version: `${build.label}+${build.id}`,
    ...build.publication,
  };
  const next = withoutTakenClaims(registry, takeOver ? conflictsOf(context) : []);
  next[remote] = entry;
  writeRegistry(siteDir, next);
  return entry;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const flags = process.argv.slice(2).filter((arg) => arg.startsWith('--'));
  const [remote, buildDir, siteDir = 'dist/site'] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  if (!remote || !buildDir || flags.some((flag) => flag !== '--take-over')) {
    console.error('usage: deploy-remote.mjs <remote> <build dir> [site dir] [--take-over]');
    process.exit(2);
  }
  try {
    const entry = deployRemote({
      remote,
      buildDir: path.resolve(buildDir),
      siteDir: path.resolve(siteDir),
      takeOver: flags.includes('--take-over'),
    });
    console.log(`${remote} now serves ${entry.version} (${entry.manifest})`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
