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
  /** A skin (variant) of this character, picked only once unlocked; null for a regular character. */
  skin_of: ColumnType<number | null, number | null | undefined, number | null>;
}

/** The skins a player unlocked (a `character_skin` purchase). */
export interface LoyaltyPlayerCharactersTable {
  account_id: number;
  character_id: number;
  purchase_id: number | null;
  unlocked_at: ColumnType<Date, Date | string | undefined, never>;
}

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Locale → text; `en` is the fallback. */
export type LocalizedText = Record<string, string>;

export interface LoyaltyLevelsTable {
  id: Generated<number>;
  sysname: string;
  position: number;
  names: JsonColumn<LocalizedText>;
  min_value: number;
  /** Null: the top level, which has no maximum (progress 100, §9). */
  max_value: number | null;
}

export interface LoyaltyPointRulesTable {
  id: Generated<number>;
  /** Null: the default rule for games in no category with a rule of its own. */
  category_sysname: string | null;
  points: number;
  /** Minor units of stake, in `currency`, that earn `points`. */
  per_stake: number;
  /** The programme's base currency: stakes in others are converted with `currency_rates` first. */
  currency: Generated<string>;
}

export type QuestTrigger = 'register' | 'profile' | 'confirm' | 'deposit' | 'rounds' | 'level' | 'product';

export interface QuestTexts {
  title: LocalizedText;
  description: LocalizedText;
}

export interface LoyaltyQuestsTable {
  id: Generated<number>;
  sysname: string;
  position: number;
  trigger: QuestTrigger;
  /** Rounds to play (`rounds`), the level's position to reach (`level`), otherwise 1. */
  target: number;
  /** `rounds` only: count rounds of games in this category; null counts every game. */
  category_sysname: string | null;
  /** `rounds` only: count rounds of this one game (and of the category, when both are set); null counts every game. */
  game_sysname: ColumnType<string | null, string | null | undefined, string | null>;
  reward_points: number;
  texts: JsonColumn<QuestTexts>;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface FreeSpinsDetails {
  gameSysname: string;
  count: number;
  /** Stake of each spin in minor units of the player's currency. */
  stake: number;
  validDays: number;
}

/** A bonus-money product: the bonus area grants it under a campaign's rules (wagering, expiry). */
export interface BonusMoneyDetails {
  /** Minor units of `currency`; the player gets it converted to their own currency. */
  amount: number;
  currency: string;
  /** The bonus campaign (`bonus_campaigns.id`) whose rules the bonus follows. */
  campaignId: number;
}

/** A character-skin product: unlocks this skin (`loyalty_characters.skin_of` set) for the buyer. */
export interface CharacterSkinDetails {
  characterId: number;
}

export type LoyaltyProductKind = 'free_spins' | 'bonus_money' | 'character_skin';

export interface LoyaltyProductsTable {
  id: Generated<number>;
  sysname: string;
  position: number;
  kind: LoyaltyProductKind;
  price: number;
  /** Left in stock; null is unlimited. */
  stock: number | null;
  per_player_limit: number | null;
  /** `FreeSpinsDetails` for `free_spins`, `BonusMoneyDetails` for `bonus_money`, `CharacterSkinDetails` for `character_skin`. */
  details: JsonColumn<FreeSpinsDetails | BonusMoneyDetails | CharacterSkinDetails>;
  texts: JsonColumn<QuestTexts>;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface LoyaltyPlayersTable {
  account_id: number;
  /** Spendable in the shop. */
  points: ColumnType<number, number | undefined, number>;
  /** Everything ever earned: the level's measure (spending does not lower a level). */
  earned: ColumnType<number, number | undefined, number>;
  character_id: number | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** A player's fraction of a point under a rule, carried to their next round (migration `0406`). */
export interface LoyaltyPointCarryTable {
  account_id: number;
  rule_id: number;
  /** Σ stake × points (minor units of the rule's currency × points) not yet paid as a whole point. */
  remainder: ColumnType<number, number | undefined, number>;
}

export interface LoyaltyPointEntriesTable {
  id: Generated<number>;
  account_id: number;
  /** What earned or spent the points (`round:12`, `quest:3`, `purchase:7`): unique per player. */
  source_key: string;
  points: number;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface LoyaltyQuestProgressTable {
  account_id: number;
  quest_id: number;
  progress: number;
  completed_at: Timestamp | null;
}

export interface LoyaltyPurchasesTable {
  id: Generated<number>;
  account_id: number;
  product_id: number;
  price: number;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export type NotificationTrigger = 'quest' | 'register' | 'profile' | 'confirm' | 'product' | 'level';

export interface LoyaltyNotificationsTable {
  id: Generated<number>;
  account_id: number;
  source_key: string;
  trigger: NotificationTrigger;
  type: 'credit' | 'other';
  title: JsonColumn<LocalizedText>;
  message: JsonColumn<LocalizedText>;
  amount: number;
  amount_type: string;
  image: string | null;
  delivered_at: Timestamp | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface LoyaltyTables {
  loyalty_characters: LoyaltyCharactersTable;
  loyalty_levels: LoyaltyLevelsTable;
  loyalty_point_rules: LoyaltyPointRulesTable;
  loyalty_player_characters: LoyaltyPlayerCharactersTable;
  loyalty_quests: LoyaltyQuestsTable;
  loyalty_products: LoyaltyProductsTable;
  loyalty_players: LoyaltyPlayersTable;
  loyalty_point_entries: LoyaltyPointEntriesTable;
  loyalty_point_carry: LoyaltyPointCarryTable;
  loyalty_quest_progress: LoyaltyQuestProgressTable;
  loyalty_purchases: LoyaltyPurchasesTable;
  loyalty_notifications: LoyaltyNotificationsTable;
}
