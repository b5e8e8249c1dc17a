import type { CharacterRow, PlayerCharacterRow } from '../repositories/characters-repository';

/** A character as loyalty answers it: the name in the request's locale, English otherwise. */
export function toCharacterItem(row: Pick<CharacterRow, 'id' | 'sysname' | 'names'>, locale: string) {
  return {
    id: row.id,
    sysname: row.sysname,
    name: row.names[locale] ?? row.names['en'] ?? row.sysname,
    image: `/static/characters/${row.id}.svg`,
  };
}

/** A character as loyalty.getcharacters lists it: also whether it is a skin and the player owns it. */
export function toListedCharacter(row: PlayerCharacterRow, locale: string) {
  return { ...toCharacterItem(row, locale), skinOf: row.skin_of, isOwned: row.owned };
}

export type CharacterItem = ReturnType<typeof toCharacterItem>;
