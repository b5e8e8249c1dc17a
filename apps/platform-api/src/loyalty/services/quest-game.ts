import type { ColumnType } from 'kysely';

/**
 * `loyalty_quests.game_sysname` (migration `0407_loyalty_quest_game`): a round quest's one game,
 * null for any game. Added to the query builder's types with `withTables` where it is read or
 * written, until the table's own type in `db/tables/loyalty.ts` lists it.
 */
// A type alias, not an interface: `withTables` wants a record type, which an interface is not.
export type QuestGameColumn = {
  loyalty_quests: { game_sysname: ColumnType<string | null, string | null | undefined, string | null> };
};
