import type { CharacterRow } from '../repositories/characters-repository';

/** A character as loyalty.getcharacters lists it: the name in the request's locale, English otherwise. */
export function toCharacterItem(row: CharacterRow, locale: string) {
  return {
    id: row.id,
    sysname: row.sysname,
    name: row.names[locale] ?? row.names['en'] ?? row.sysname,
    image: `/static/characters/${row.id}.svg`,
  };
}

export type CharacterItem = ReturnType<typeof toCharacterItem>;
