import fs from 'node:fs';
import type * as PgliteModule from '@electric-sql/pglite';
import type { PGliteOptions } from '@electric-sql/pglite';
import { pgliteTemplateFile } from './pglite-template-file';

/**
 * An in-memory PGlite database starts from the run's empty cluster (made by
 * `pglite-template-global.ts`: a fresh initdb of the same PGlite, dumped) instead of running
 * initdb itself, which cost 3–6 s of CPU for each PGlite database a suite opens (a dozen suites
 * do with TEST_DATABASE_URL set, nearly all without it). The cluster loaded is the one initdb
 * would have written, so the database is the same. A data directory on disk, a database given a
 * dump of its own, or one opened before the template is made start as before.
 */
jest.mock('@electric-sql/pglite', () => {
  const actual = jest.requireActual<typeof PgliteModule>('@electric-sql/pglite');
  const template = pgliteTemplateFile();
  class PGlite extends actual.PGlite {
    constructor(dataDirOrOptions?: string | PGliteOptions, moreOptions?: PGliteOptions) {
      const options: PGliteOptions =
        typeof dataDirOrOptions === 'string' ? { ...moreOptions, dataDir: dataDirOrOptions } : { ...dataDirOrOptions };
      const inMemory = !options.dataDir || options.dataDir.startsWith('memory://');
      if (inMemory && !options.loadDataDir && fs.existsSync(template)) options.loadDataDir = new Blob([fs.readFileSync(template)]);
      super(options);
    }
  }
  return { ...actual, PGlite };
});
