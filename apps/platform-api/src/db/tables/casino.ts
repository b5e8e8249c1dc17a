import type { ColumnType, Generated, Selectable } from 'kysely';
import type { ArtworkMotif } from '../../core/artwork-shapes';

type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** jsonb: read as parsed JSON, written as a JSON string. */
type Json<T> = ColumnType<T, string, string>;

/** Parameters of the generated picture of a game, provider, jackpot or tournament. */
export interface Artwork {
  from: string;
  to: string;
  accent: string;
  motif: ArtworkMotif;
  /** Initials of the name: printed only when the picture has no name to letter. */
  mark: string;
}

export interface GameProvidersTable {
  id: Generated<number>;
  sysname: string;
  name: string;
  position: Defaulted<number>;
  types: Defaulted<string[]>;
  artwork: Json<Artwork>;
  description_name: Defaulted<string>;
  description_image: Defaulted<string>;
}

export interface GameCategoriesTable {
  id: Generated<number>;
  sysname: string;
  position: Defaulted<number>;
  /** Locale code → display name. */
  names: Json<Record<string, string>>;
}

export interface GamesTable {
  id: Generated<number>;
  sysname: string;
  name: string;
  /** Lower-cased name: what search and the name sort read. */
  search_name: string;
  provider_id: number;
  /** Higher is more popular; the hall's default order. */
  popularity: Defaulted<number>;
  likes_count: Defaulted<number>;
  has_demo: Defaulted<boolean>;
  is_active: Defaulted<boolean>;
  /** Return to player in basis points (9650 = 96.50 %). */
  rtp_bp: number;
  released_at: Timestamp;
  artwork: Json<Artwork>;
  /** §3: a non-empty description name/image overrides the game's own. */
  description_name: Defaulted<string>;
  description_image: Defaulted<string>;
  /** §3: the game's id at its aggregator, for `/platform/game/custom/{custom id}`; null for most. */
  custom_id: Defaulted<string | null>;
}

export interface GameCategoryLinksTable {
  category_id: number;
  game_id: number;
}

export interface GameLikesTable {
  account_id: number;
  game_id: number;
  created_at: Timestamp;
}

export interface FreeSpinPacksTable {
  id: Generated<number>;
  account_id: number;
  game_id: number;
  total_count: number;
  remaining_count: number;
  /** Stake of each free spin in minor units. */
  stake: number;
  currency: string;
  expires_at: Timestamp;
  created_at: Timestamp;
  /** The `free_spins.granted` event's source and grant id; null for packs from before. */
  grant_source: ColumnType<'loyalty' | 'bonus' | null, 'loyalty' | 'bonus' | null | undefined, never>;
  grant_id: ColumnType<number | null, number | null | undefined, never>;
}

/** The fun-money wallet of one browser (demo mode), keyed by the sha256 of its cookie. */
export interface DemoWalletsTable {
  token_hash: string;
  balance: number;
  updated_at: Timestamp;
}

export interface GameRoundOutcome {
  reels: string[][];
  wins: Array<{ line: number; symbol: string; count: number; amount: number }>;
  free_spin_pack_id?: number;
  jackpot?: { sysname: string; amount: number };
}

export interface GameRoundsTable {
  id: Generated<number>;
  account_id: number | null;
  demo_token_hash: string | null;
  game_id: number;
  mode: 'demo' | 'play';
  stake: number;
  win: number;
  currency: string;
  /** Masked name shown in winners feeds, fixed when the round is played. */
  player_name: string;
  outcome: Json<GameRoundOutcome>;
  created_at: Timestamp;
}

export interface GameTransactionsTable {
  id: Generated<number>;
  round_id: number;
  kind: 'bet' | 'win';
  amount: number;
  balance_after: number;
  created_at: Timestamp;
}

export interface GameHistoryExportsTable {
  id: Generated<number>;
  account_id: number;
  status: Defaulted<'pending' | 'ready' | 'failed'>;
  /** Casino rounds (the default) or sports bets. */
  kind: Defaulted<'casino' | 'sports'>;
  date_from: ColumnType<string | null, string | null | undefined, string | null>;
  date_to: ColumnType<string | null, string | null | undefined, string | null>;
  csv: string | null;
  row_count: Defaulted<number>;
  created_at: Timestamp;
  finished_at: Date | null;
}

export interface JackpotsTable {
  id: Generated<number>;
  sysname: string;
  name: string;
  currency: string;
  /** The value a pool restarts from after it is won. */
  seed_value: number;
  value: number;
  /** Share of every real stake paid into the pool, in basis points. */
  contribution_bp: number;
  position: Defaulted<number>;
  artwork: Json<Artwork>;
  last_won_at: Date | null;
}

/** A spin's share of the stake paid into a pool, until the pool drops or is folded (migration 0607). */
export interface JackpotContributionsTable {
  id: Generated<number>;
  jackpot_id: number;
  amount: number;
}

export interface JackpotWinsTable {
  id: Generated<number>;
  jackpot_id: number;
  account_id: number | null;
  player_name: string;
  game_id: number | null;
  amount: number;
  won_at: Timestamp;
}

export interface TournamentTexts {
  title: string;
  text: string;
}

export interface TournamentsTable {
  id: Generated<number>;
  sysname: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
  total_prize: number;
  currency: string;
  min_stake: Defaulted<number>;
  /** Prize per place, minor units, first place first. */
  prizes: Json<number[]>;
  provider_id: number | null;
  reset_on_cashout: Defaulted<boolean>;
  tags: Json<string[]>;
  /** Locale code → title and text. */
  texts: Json<Record<string, TournamentTexts>>;
  artwork: Json<Artwork>;
  position: Defaulted<number>;
}

export interface TournamentGamesTable {
  tournament_id: number;
  game_id: number;
}

export interface TournamentParticipantsTable {
  id: Generated<number>;
  tournament_id: number;
  account_id: number | null;
  player_name: string;
  points: Defaulted<number>;
  joined_at: Timestamp;
}

export interface CasinoTables {
  game_providers: GameProvidersTable;
  game_categories: GameCategoriesTable;
  games: GamesTable;
  game_category_links: GameCategoryLinksTable;
  game_likes: GameLikesTable;
  free_spin_packs: FreeSpinPacksTable;
  demo_wallets: DemoWalletsTable;
  game_rounds: GameRoundsTable;
  game_transactions: GameTransactionsTable;
  game_history_exports: GameHistoryExportsTable;
  jackpots: JackpotsTable;
  jackpot_wins: JackpotWinsTable;
  jackpot_contributions: JackpotContributionsTable;
  tournaments: TournamentsTable;
  tournament_games: TournamentGamesTable;
  tournament_participants: TournamentParticipantsTable;
}

export type TournamentRow = Selectable<TournamentsTable>;
