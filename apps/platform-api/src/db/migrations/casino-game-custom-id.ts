import { sql } from 'kysely';
import type { Migration } from '../migrate';

/**
 * §3 game route `/platform/game/custom/{custom id}/{mode}`: the id a game has at its
 * aggregator, for links that do not know our sysname. Optional, and at most one game per id.
 */
export const gameCustomIdMigration: Migration = {
  id: '0604_casino_game_custom_id',
  up: async (db) => {
    await sql`alter table games add column custom_id text`.execute(db);
    await sql`create unique index games_custom_id on games (custom_id) where custom_id is not null`.execute(db);
  },
};
