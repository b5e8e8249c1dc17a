// Whether a remote build fits the running shell: the shared modules it consumes at versions the
// shell provides, and the facade exports it imports. Read by deploy-remote.mjs; the files are
// written by tools/webpack/shared-contract-plugin.ts into each build.
import semver from 'semver';

export const PROVIDES_FILE = 'shared-provides.json';
export const REQUIRES_FILE = 'shared-requires.json';

/**
 * `version` satisfies `range` as npm reads it (the federation config writes the ranges of the
 * workspace's package.json: `^x.y.z`, `~x.y.z`, `>=x.y.z`, an exact version, `a || b`, `*`).
 * `false` (federation's "no requirement"), `*` and an empty range take any version, a prerelease
 * too. Otherwise a prerelease satisfies only a range that names a prerelease of the same x.y.z, and
 * an unreadable version or range does not satisfy.
 */
export function satisfies(version, range) {
  if (range === false || range === '*' || range === '') return true;
  return semver.satisfies(String(version).trim(), String(range).trim());
}

/** What the remote needs and the shell does not provide, one sentence each. */
export function sharedProblems(requires, provides) {
  const problems = [];
  for (const [key, range] of Object.entries(requires.shared ?? {})) {
    const provided = provides.shared?.[key];
    if (provided === undefined) {
      problems.push(`it consumes the shared module ${key}, which the running shell does not provide: ship a shell that shares it first`);
    } else if (!satisfies(provided, range)) {
      problems.push(
        `it requires ${key} ${range}, the running shell provides ${provided}: ship the shell with ${key} ${range} first, or rebuild the remote against ${provided}`,
      );
    }
  }
  for (const [packageName, names] of Object.entries(requires.facades ?? {})) {
    const exported = new Set(provides.facades?.[packageName] ?? []);
    const missing = names.filter((name) => !exported.has(name));
    if (missing.length > 0) {
      problems.push(
        `it imports ${missing.join(', ')} from ${packageName}, which the running shell's facade does not export: ship the shell with the extended facade (tools/webpack/shared/) first`,
      );
    }
  }
  return problems;
}
