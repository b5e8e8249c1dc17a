import * as v from 'valibot';
import { moneySchema, timestampSchema } from '../responses';

/** A game, provider or jackpot named inside another item. */
export const namedRefSchema = v.object({ sysname: v.string(), name: v.string() });

/** A game named inside another item, with its tile picture. */
export const gameRefWithImageSchema = v.object({ sysname: v.string(), name: v.string(), image_url: v.string() });

/** The CMS description of a game or provider: its non-empty name and image override the item's own (spec §3). */
export const itemDescriptionSchema = v.object({ name: v.string(), img_288_192: v.string() });

/** A game of the hall (spec §3 list item plus what the hall's tiles show); see the casino area's README. */
export const gameItemSchema = v.object({
  id: v.number(),
  sysname: v.string(),
  name: v.string(),
  /** `/img/resize/288x192/games/{sysname}.webp` */
  image_url: v.string(),
  image_url_2x: v.string(),
  provider: namedRefSchema,
  /** Category sysnames. */
  categories: v.array(v.string()),
  /** How many players liked it. */
  likes: v.number(),
  /** False for visitors. */
  is_liked: v.boolean(),
  has_demo: v.boolean(),
  /** Return to player in percent (96.5). */
  rtp: v.number(),
  is_new: v.boolean(),
  /** The signed-in player's free spins left on it; null when none. */
  freespins: v.nullable(v.object({ remaining_count: v.number() })),
  description: itemDescriptionSchema,
  /** The game's id at its aggregator; its frame then opens at `/platform/game/custom/{custom_id}/…`. */
  custom_id: v.nullable(v.string()),
  /** The game page for real money: `/platform/game/{sysname or custom/{custom_id}}/play`. */
  url: v.string(),
  /** The same in demo mode, when the game has one. */
  demo_url: v.nullable(v.string()),
});

/** A game hall category, named in the request's locale. */
export const gameCategorySchema = v.object({
  id: v.number(),
  sysname: v.string(),
  name: v.string(),
  games_count: v.number(),
  position: v.number(),
});

/** A game provider with games in the catalogue. */
export const providerItemSchema = v.object({
  id: v.number(),
  sysname: v.string(),
  name: v.string(),
  /** `/img/resize/160x80/providers/{sysname}.webp` */
  image_url: v.string(),
  image_url_2x: v.string(),
  /** `slots`, `live`, `table`, `crash`, `instant`. */
  types: v.array(v.string()),
  games_count: v.number(),
  game_params: v.object({ min_rtp: v.number(), max_rtp: v.number() }),
  description: itemDescriptionSchema,
});

/** A round of the player's game history. */
export const gameRoundSchema = v.object({
  id: v.number(),
  game: namedRefSchema,
  mode: v.picklist(['demo', 'play']),
  stake: moneySchema,
  win: moneySchema,
  created_at: timestampSchema,
});

/** What a history export holds: the player's casino rounds (the default) or their sports bets. */
export const HISTORY_EXPORT_KINDS = ['casino', 'sports'] as const;

/** A CSV export of the game history; the file is built in the background. */
export const historyExportSchema = v.object({
  id: v.number(),
  kind: v.picklist(HISTORY_EXPORT_KINDS),
  status: v.picklist(['pending', 'ready', 'failed']),
  created_at: timestampSchema,
  finished_at: v.nullable(timestampSchema),
  rows: v.number(),
  /** `/api/games/downloadhistoryexport?id=…` once ready. */
  download_url: v.nullable(v.string()),
});

export const FREE_SPIN_STATUSES = ['active', 'used', 'expired'] as const;

/** A free-spin pack of the signed-in player. */
export const freeSpinPackSchema = v.object({
  id: v.number(),
  game: gameRefWithImageSchema,
  game_sysname: v.string(),
  total_count: v.number(),
  remaining_count: v.number(),
  /** The stake of each free spin. */
  stake: moneySchema,
  status: v.picklist(FREE_SPIN_STATUSES),
  expires_at: timestampSchema,
});

/** A progressive jackpot pool. */
export const jackpotSchema = v.object({
  id: v.number(),
  sysname: v.string(),
  name: v.string(),
  value: moneySchema,
  image_url: v.string(),
  image_url_2x: v.string(),
  /** Games that feed the pool; empty: every real-money spin on any game feeds every pool. */
  games: v.array(v.string()),
  last_won_at: v.nullable(timestampSchema),
});

/** A jackpot drop. */
export const jackpotWinSchema = v.object({
  id: v.number(),
  jackpot: namedRefSchema,
  /** Masked (`De***er`). */
  player: v.string(),
  amount: moneySchema,
  /** The game it dropped on; null when that game is gone from the catalogue. */
  game: v.nullable(namedRefSchema),
  won_at: timestampSchema,
});

export const TOURNAMENT_STATUSES = ['active', 'future', 'finished'] as const;
export const tournamentStatusSchema = v.picklist(TOURNAMENT_STATUSES);

/** A tournament (spec §3), its texts in the request's locale. */
export const tournamentSchema = v.object({
  id: v.number(),
  games_count: v.number(),
  total_prize: moneySchema,
  /** Null for visitors. */
  user_info: v.nullable(v.object({ is_participating: v.boolean(), points: v.number(), place: v.nullable(v.number()) })),
  /** The prize plan by place; once the tournament has a board, who holds each place (null while nobody does). */
  winners: v.array(v.object({ place: v.number(), prize: moneySchema, player: v.nullable(v.string()), points: v.nullable(v.number()) })),
  restrictions: v.object({ min_stake: moneySchema }),
  total_participants: v.number(),
  total_points: v.number(),
  reset_on_cashout: v.boolean(),
  provider: v.nullable(namedRefSchema),
  image_url: v.string(),
  tags: v.array(v.string()),
  description: v.object({ title: v.string(), text: v.string() }),
  extra: v.object({ sysname: v.string(), status: tournamentStatusSchema, starts_at: timestampSchema, ends_at: timestampSchema }),
});

/** A place on a tournament's board. */
export const leaderboardEntrySchema = v.object({ place: v.number(), player: v.string(), points: v.number(), is_me: v.boolean() });

/** A real-money win of the winners feed (leaderboard.live and leaderboard.top). */
export const feedWinSchema = v.object({
  id: v.number(),
  /** Masked (`De***er`). */
  player: v.string(),
  game: gameRefWithImageSchema,
  amount: moneySchema,
  /** The win as a multiple of the stake; null for a free spin, which had no stake. */
  multiplier: v.nullable(v.number()),
  won_at: timestampSchema,
});

export type GameItem = v.InferOutput<typeof gameItemSchema>;
export type ItemDescription = v.InferOutput<typeof itemDescriptionSchema>;
export type GameCategory = v.InferOutput<typeof gameCategorySchema>;
export type ProviderItem = v.InferOutput<typeof providerItemSchema>;
export type GameRound = v.InferOutput<typeof gameRoundSchema>;
export type HistoryExport = v.InferOutput<typeof historyExportSchema>;
export type HistoryExportKind = (typeof HISTORY_EXPORT_KINDS)[number];
export type FreeSpinPack = v.InferOutput<typeof freeSpinPackSchema>;
export type Jackpot = v.InferOutput<typeof jackpotSchema>;
export type JackpotWin = v.InferOutput<typeof jackpotWinSchema>;
export type Tournament = v.InferOutput<typeof tournamentSchema>;
export type TournamentStatus = v.InferOutput<typeof tournamentStatusSchema>;
export type LeaderboardEntry = v.InferOutput<typeof leaderboardEntrySchema>;
export type FeedWin = v.InferOutput<typeof feedWinSchema>;
