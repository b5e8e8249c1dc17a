import type { Db } from './database';

/**
 * One change of the schema (or data), applied once by `migrate.ts`. Its own module so the
 * migrations need not import the runner that imports them.
 */
export interface Migration {
  /** Unique and sortable, e.g. `0001_accounts`. Applied in id order, once. */
  id: string;
  up(db: Db): Promise<void>;
}
