import { sql } from 'kysely';
import type { Migration } from '../migration';

/**
 * The back office's daily report reads the ledger by time (`created_at`), which no index covered.
 * BRIN rather than a b-tree: `ledger_transfers` is append-only and `created_at` grows with the
 * insert order, so a block-range index of a few pages finds a quarter's blocks, and every bet's
 * insert (the wallet's hot path, `npm run bench:wallet`) does not pay for a b-tree entry.
 */
export const ledgerByTimeMigration: Migration = {
  id: '1660_staff_reports_ledger_by_time',
  up: async (db) => {
    await sql`create index ledger_transfers_created_brin on ledger_transfers using brin (created_at)`.execute(db);
  },
};
