import { sql } from 'kysely';
import type { Migration } from '../migration';

/**
 * §3 game route `/platform/game/custom/{custom id}/{mode}`: the id a game has at its
 * aggregator, for links that do not know our sysname. Optional, and at most one game per id.
 */
export const gameCustomIdMigration: Migration = {
  id: '0604_casino_game_custom_id',
  up: async (db) => {
    // The same pattern the game route accepts, so every stored id makes a link that opens.
    await sql`alter table games add column custom_id text check (custom_id ~ '^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$')`.execute(db);
    await sql`create unique index games_custom_id on games (custom_id) where custom_id is not null`.execute(db);
  },
};
