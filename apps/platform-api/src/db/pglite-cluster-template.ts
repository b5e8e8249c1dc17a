import fs from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';

/**
 * The build's empty PGlite cluster (`dist/apps/platform-api/pglite-cluster.tar.gz`, written by
 * `build.mjs` with the installed PGlite). A first start on an empty data directory unpacks it
 * instead of running initdb, which inside PGlite peaks at about 900 MB resident and takes ~5 s.
 * It is unpacked here, before PGlite opens the directory, rather than through PGlite's
 * `loadDataDir`: that path copies the files through the database's WebAssembly heap, which then
 * stays about 110 MB larger for the life of the process.
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
  return fs.existsSync(path.join(dataDir, VERSION_FILE));
}

const VERSION_FILE = 'PG_VERSION';

/** Whether an archive entry is the cluster's version file (PGlite names entries with or without `./`). */
const isVersionFile = (entry: string) => path.normalize(entry).replace(/^[/\\]+/, '') === VERSION_FILE;

/**
 * Unpacks the template (PGlite's `dumpDataDir`: a gzipped tar of the data directory) into `dataDir`
 * with node-tar, which strips a leading `/` and refuses entries that climb out with `..`. Anything it
 * refuses fails the start: the template is the build's own, so a refusal means a broken build.
 * Only files and folders are unpacked (a data directory holds nothing else). PG_VERSION is written
 * last, so a start interrupted halfway finds no cluster ({@link holdsCluster}) and unpacks again
 * over the partial files.
 */
export function unpackClusterTemplate(template: string, dataDir: string): void {
  fs.mkdirSync(dataDir, { recursive: true });
  const refused: string[] = [];
  const common = {
    file: template,
    cwd: dataDir,
    sync: true,
    onwarn: (code: string, message: string | Error) => {
      if (code !== 'TAR_ENTRY_INFO') refused.push(String(message));
    },
  } as const;
  tar.x({ ...common, filter: (entry, stat) => !isVersionFile(entry) && isFileOrFolder(stat) });
  if (refused.length) throw new Error(`The cluster template ${template} is not a clean data directory: ${refused.join('; ')}`);
  tar.x({ ...common, filter: (entry, stat) => isVersionFile(entry) && isFileOrFolder(stat) });
  if (!holdsCluster(dataDir)) throw new Error(`The cluster template ${template} holds no ${VERSION_FILE}`);
}

/** A data directory holds files and folders only; anything else in the archive is left out. */
function isFileOrFolder(stat: tar.ReadEntry | fs.Stats): boolean {
  return 'type' in stat ? stat.type === 'File' || stat.type === 'Directory' : stat.isFile() || stat.isDirectory();
}
