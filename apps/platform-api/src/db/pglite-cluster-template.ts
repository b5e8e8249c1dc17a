import fs from 'node:fs';
import path from 'node:path';

/**
 * The build's empty PGlite cluster (`dist/apps/platform-api/pglite-cluster.tar.gz`, written by
 * `build.mjs` with the installed PGlite). A first start on an empty data directory unpacks it
 * instead of running initdb, which inside PGlite peaks at about 900 MB resident and takes ~5 s;
 * unpacking peaks near 400 MB and takes under 2 s.
 */
export const CLUSTER_TEMPLATE_FILE = 'pglite-cluster.tar.gz';

/**
 * The build's template, if there is one: beside the running bundle (`node dist/apps/platform-api/main.mjs`),
 * else in the workspace's build output (a command run from the sources, like `staff:create`).
 */
export function bundledClusterTemplate(): string | undefined {
  const script = process.argv[1];
  const places = [...(script ? [path.dirname(path.resolve(script))] : []), path.resolve('dist/apps/platform-api')];
  return places.map((dir) => path.join(dir, CLUSTER_TEMPLATE_FILE)).find((file) => fs.existsSync(file));
}

/** Whether a PGlite data directory holds a cluster already (initdb writes PG_VERSION first). */
export function holdsCluster(dataDir: string): boolean {
  return fs.existsSync(path.join(dataDir, 'PG_VERSION'));
}
