import { sql } from 'kysely';
import type { Migration } from '../migration';

/**
 * What a history export holds (issue 20: "exports include them"): the player's casino rounds, as
 * every export before it did, or their sports bets. Existing rows stay casino exports.
 */
export const historyExportKindMigration: Migration = {
  id: '0606_casino_history_export_kind',
  up: async (db) => {
    await sql`alter table game_history_exports add column kind text not null default 'casino' check (kind in ('casino', 'sports'))`.execute(
      db,
    );
  },
};
