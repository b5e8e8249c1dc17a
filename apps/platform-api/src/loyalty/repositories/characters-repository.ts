import type { Db } from '../../db/database';
import type { CharacterArtwork } from '../../db/tables/loyalty';

export interface CharacterRow {
  id: number;
  sysname: string;
  names: Record<string, string>;
  /** The character this one is a skin of; null for a regular character. */
  skin_of: number | null;
}

/** A character as a player sees it: a skin is owned once unlocked, a regular one always. */
export interface PlayerCharacterRow extends CharacterRow {
  owned: boolean;
}

export interface CharactersRepository {
  /**
   * Active characters in display order, plus how many there are in all. Visitors (registration)
   * get the regular ones only; a signed-in player also every skin, with whether they own it.
   */
  page(offset: number, limit: number, accountId?: number | null): Promise<{ items: PlayerCharacterRow[]; total: number }>;
  /** Whether a player may pick this character: active, and a skin only when they unlocked it. */
  isSelectable(id: number, accountId?: number | null): Promise<boolean>;
  artwork(id: number): Promise<CharacterArtwork | undefined>;
  /** A character by id, active or not (a player keeps one that was switched off later). */
  find(id: number): Promise<CharacterRow | undefined>;
}

export function createCharactersRepository(db: Db): CharactersRepository {
  /** Active characters the player may see, each with whether they own it. */
  const visible = (accountId: number | null | undefined) =>
    db
      .selectFrom('loyalty_characters as c')
      .leftJoin('loyalty_player_characters as o', (join) =>
        join.onRef('o.character_id', '=', 'c.id').on('o.account_id', '=', accountId ?? 0),
      )
      .where('c.is_active', '=', true)
      .$if(accountId == null, (query) => query.where('c.skin_of', 'is', null));
  return {
    async page(offset, limit, accountId) {
      const rows = await visible(accountId)
        .select(['c.id', 'c.sysname', 'c.names', 'c.skin_of', 'o.character_id as owned_id'])
        .orderBy('c.position')
        .orderBy('c.id')
        .offset(offset)
        .limit(limit)
        .execute();
      const { total } = await visible(accountId)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      const items = rows.map(({ owned_id: ownedId, ...row }) => ({ ...row, owned: row.skin_of === null || ownedId !== null }));
      return { items, total: Number(total) };
    },
    async isSelectable(id, accountId) {
      const row = await visible(accountId).select(['c.skin_of', 'o.character_id as owned_id']).where('c.id', '=', id).executeTakeFirst();
      return Boolean(row && (row.skin_of === null || row.owned_id !== null));
    },
    find(id) {
      return db.selectFrom('loyalty_characters').select(['id', 'sysname', 'names', 'skin_of']).where('id', '=', id).executeTakeFirst();
    },
    async artwork(id) {
      const row = await db.selectFrom('loyalty_characters').select('artwork').where('id', '=', id).executeTakeFirst();
      return row?.artwork;
    },
  };
}
