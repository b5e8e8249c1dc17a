import { sql } from 'kysely';
import type { Migration } from '../migration';

/**
 * Which grant made a free-spin pack (`free_spins.granted`: the loyalty shop or a bonus campaign),
 * so a bonus's pack pays its wins through the bonus and ends with it (`free_spins.revoked`).
 * Packs from before have no grant.
 */
export const freeSpinGrantMigration: Migration = {
  id: '0605_casino_free_spin_grant',
  up: async (db) => {
    await sql`alter table free_spin_packs add column grant_source text check (grant_source in ('loyalty', 'bonus'))`.execute(db);
    await sql`alter table free_spin_packs add column grant_id bigint`.execute(db);
    await sql`alter table free_spin_packs add constraint free_spin_packs_grant check ((grant_source is null) = (grant_id is null))`.execute(
      db,
    );
    await sql`create unique index free_spin_packs_grant_idx on free_spin_packs (grant_source, grant_id) where grant_id is not null`.execute(
      db,
    );
  },
};
