import { sql } from 'kysely';
import type { Migration } from '../migration';

/**
 * Jackpot contributions as rows (issue 44 §1): a real spin appended its share of the stake to the
 * pools by updating every `jackpots` row, so every real spin of every player queued on those four
 * rows until the spin committed. Now a spin inserts one row per pool it feeds, which takes no lock
 * another spin waits on; a pool's value is its row's `value` plus its contributions. A drop locks
 * the pool's row (only against another drop or a fold of the same pool), deletes the contributions
 * it can see and resets the pool to its seed, all in the winning spin's transaction
 * (`casino/services/slot/jackpot-pools.ts`). No foreign key to `jackpots`: its check would take a
 * key-share lock on the pool row in every spin.
 */
export const jackpotContributionsMigration: Migration = {
  id: '0607_casino_jackpot_contributions',
  up: async (db) => {
    await sql`create table jackpot_contributions (
      id bigserial primary key,
      jackpot_id integer not null,
      amount bigint not null check (amount > 0)
    )`.execute(db);
    await sql`create index jackpot_contributions_pool on jackpot_contributions (jackpot_id)`.execute(db);
  },
};
