import type { ColumnType, Generated } from 'kysely';
import type { ArtworkMotif } from '../../core/artwork-shapes';
import type { JsonColumn } from './content';

/** Colours and motif of a character's generated portrait. */
export interface CharacterArtwork {
  skin: string;
  outfit: string;
  background: string;
  accent: string;
  motif: ArtworkMotif;
}

export interface LoyaltyCharactersTable {
  id: Generated<number>;
  /** Stable name for seeding and for the site's own references. */
  sysname: string;
  position: number;
  /** Locale → display name; `en` is the fallback. */
  names: JsonColumn<Record<string, string>>;
  artwork: JsonColumn<CharacterArtwork>;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface LoyaltyTables {
  loyalty_characters: LoyaltyCharactersTable;
}
