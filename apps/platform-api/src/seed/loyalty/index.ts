import type { Db } from '../../db/database';
import type { CharacterArtwork } from '../../db/tables/loyalty';

interface SeedCharacter {
  sysname: string;
  names: Record<string, string>;
  artwork: CharacterArtwork;
}

/** The demo characters: names per seeded locale, portraits generated from these colours. */
export const seedCharacters: readonly SeedCharacter[] = [
  {
    sysname: 'captain',
    names: { en: 'Captain Ace', de: 'Kapitän Ass', es: 'Capitán As', lv: 'Kapteinis Dūzis', 'pt-BR': 'Capitão Ás', ru: 'Капитан Туз' },
    artwork: { skin: '#f1c27d', outfit: '#1d4ed8', background: '#0f172a', accent: '#fbbf24', motif: 'crowns' },
  },
  {
    sysname: 'sorceress',
    names: {
      en: 'Ruby the Sorceress',
      de: 'Rubin die Zauberin',
      es: 'Rubí la Hechicera',
      lv: 'Burve Rubīna',
      'pt-BR': 'Rubi, a Feiticeira',
      ru: 'Чародейка Руби',
    },
    artwork: { skin: '#e0ac69', outfit: '#7c3aed', background: '#2e1065', accent: '#f472b6', motif: 'gems' },
  },
  {
    sysname: 'knight',
    names: { en: 'Sir Lucky', de: 'Ritter Glück', es: 'Sir Suerte', lv: 'Bruņinieks Veiksme', 'pt-BR': 'Sir Sortudo', ru: 'Сэр Удача' },
    artwork: { skin: '#c68642', outfit: '#475569', background: '#022c22', accent: '#facc15', motif: 'sevens' },
  },
  {
    sysname: 'explorer',
    names: {
      en: 'Jade the Explorer',
      de: 'Jade die Entdeckerin',
      es: 'Jade la Exploradora',
      lv: 'Pētniece Džeida',
      'pt-BR': 'Jade, a Exploradora',
      ru: 'Исследовательница Джейд',
    },
    artwork: { skin: '#8d5524', outfit: '#15803d', background: '#431407', accent: '#fde68a', motif: 'stars' },
  },
];

/** Idempotent: characters are keyed by sysname, so a restart keeps edited rows. */
export async function seedLoyalty(db: Db): Promise<void> {
  await db
    .insertInto('loyalty_characters')
    .values(
      seedCharacters.map(({ sysname, names, artwork }, position) => ({
        sysname,
        position,
        names: JSON.stringify(names),
        artwork: JSON.stringify(artwork),
      })),
    )
    .onConflict((oc) => oc.column('sysname').doNothing())
    .execute();
}
