import type { Db } from '../../db/database';

export type GameStatus = 'active' | 'disabled';

/**
 * Whether a catalogue row exists under a sysname, switched on or off; undefined when none does.
 * The hall's in-memory index holds active games only, so only the table tells a game an editor
 * disabled (gone) from a name that never existed. One lookup on the unique sysname index.
 */
export function createGameStatusRepository(db: Db) {
  return {
    async statusOf(sysname: string): Promise<GameStatus | undefined> {
      const row = await db.selectFrom('games').select('is_active').where('sysname', '=', sysname).executeTakeFirst();
      if (!row) return undefined;
      return row.is_active ? 'active' : 'disabled';
    },
  };
}
