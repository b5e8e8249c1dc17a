// Whether a remote build fits the running shell: the shared modules it consumes at versions the
// shell provides, and the facade exports it imports. Read by deploy-remote.mjs; the files are
// written by tools/webpack/shared-contract-plugin.ts into each build.
export const PROVIDES_FILE = 'shared-provides.json';
export const REQUIRES_FILE = 'shared-requires.json';

function parseVersion(text) {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(String(text).trim());
  if (!match) return undefined;
  return match.slice(1, 4).map(Number);
}

function compare(a, b) {
  for (let index = 0; index < 3; index += 1) if (a[index] !== b[index]) return a[index] - b[index];
  return 0;
}

/**
 * `version` satisfies `range`, for the ranges the federation config writes: `^x.y.z` (npm's caret:
 * below 1.0.0 the minor is the breaking part), `~x.y.z`, `>=x.y.z`, an exact `x.y.z`, and `*` or
 * `false` (anything). An unreadable version or range does not satisfy.
 */
export function satisfies(version, range) {
  if (range === false || range === '*' || range === '') return true;
  const actual = parseVersion(version);
  const operator = /^(\^|~|>=)?/.exec(String(range).trim())[0];
  const wanted = parseVersion(String(range).trim().slice(operator.length));
  if (!actual || !wanted) return false;
  if (compare(actual, wanted) < 0) return false;
  if (operator === '>=') return true;
  if (operator === '') return compare(actual, wanted) === 0;
  if (operator === '~') return actual[0] === wanted[0] && actual[1] === wanted[1];
  if (wanted[0] > 0) return actual[0] === wanted[0];
  if (wanted[1] > 0) return actual[0] === 0 && actual[1] === wanted[1];
  return compare(actual, wanted) === 0;
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
