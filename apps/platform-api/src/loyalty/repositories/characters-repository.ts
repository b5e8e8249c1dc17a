import type { Db } from '../../db/database';
import type { CharacterArtwork } from '../../db/tables/loyalty';

export interface CharacterRow {
  id: number;
  sysname: string;
  names: Record<string, string>;
}

export interface CharactersRepository {
  /** Active characters in display order, plus how many there are in all. */
  page(offset: number, limit: number): Promise<{ items: CharacterRow[]; total: number }>;
  /** Whether a player may pick this character (registration, setcharacter). */
  isSelectable(id: number): Promise<boolean>;
  artwork(id: number): Promise<CharacterArtwork | undefined>;
  /** A character by id, active or not (a player keeps one that was switched off later). */
  find(id: number): Promise<CharacterRow | undefined>;
}

export function createCharactersRepository(db: Db): CharactersRepository {
  const active = () => db.selectFrom('loyalty_characters').where('is_active', '=', true);
  return {
    async page(offset, limit) {
      const items = await active()
        .select(['id', 'sysname', 'names'])
        .orderBy('position')
        .orderBy('id')
        .offset(offset)
        .limit(limit)
        .execute();
      const { total } = await active()
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      return { items, total: Number(total) };
    },
    async isSelectable(id) {
      return Boolean(await active().select('id').where('id', '=', id).executeTakeFirst());
    },
    find(id) {
      return db.selectFrom('loyalty_characters').select(['id', 'sysname', 'names']).where('id', '=', id).executeTakeFirst();
    },
    async artwork(id) {
      const row = await db.selectFrom('loyalty_characters').select('artwork').where('id', '=', id).executeTakeFirst();
      return row?.artwork;
    },
  };
}
