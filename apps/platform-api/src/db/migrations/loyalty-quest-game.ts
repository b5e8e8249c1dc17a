import { sql } from 'kysely';
import type { Migration } from '../migration';

/**
 * A round quest may count the rounds of one game (§3: "play N rounds of a game or category"), not
 * only of a category. By sysname, like the shop's free spins, so a re-seeded catalogue keeps the
 * target; null counts every game (the category, if any, still applies).
 */
export const questGameMigration: Migration = {
  id: '0407_loyalty_quest_game',
  async up(db) {
    await sql`alter table loyalty_quests add column game_sysname text`.execute(db);
  },
};
