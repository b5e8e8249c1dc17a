import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Where the run keeps an empty PGlite cluster (PGlite's `dumpDataDir`, uncompressed) made by the
 * installed PGlite: its version is in the name, so a cluster of another version is never loaded.
 * It lives in the temporary directory, so later runs on the same machine find it made.
 */
export function pgliteTemplateFile(): string {
  // The package exports no package.json: read it beside the entry point (dist/… in the package).
  let dir = path.dirname(require.resolve('@electric-sql/pglite'));
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  return path.join(os.tmpdir(), `nfx-test-pglite-cluster-${version}.tar`);
}
