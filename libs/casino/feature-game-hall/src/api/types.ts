import type { Money } from '@nfx/format';

/** Catalogue entities as the casino calls return them (spec §3; apps/platform-api/src/casino/README.md). */

/** The CMS description of a game or provider; its non-empty name and image override the item's own. */
export interface ItemDescription {
  name?: string | null;
  img_288_192?: string | null;
}

export interface Game {
  id: number;
  sysname: string;
  name: string;
  image_url: string;
  image_url_2x?: string;
  provider: { sysname: string; name: string };
  categories: string[];
  likes: number;
  is_liked: boolean;
  has_demo: boolean;
  rtp: number;
  is_new: boolean;
  freespins: { remaining_count: number } | null;
  description?: ItemDescription | null;
  /** §3: the game's id at its aggregator; its frame then opens at `/platform/game/custom/{custom_id}/…`. */
  custom_id?: string | null;
  url: string;
  demo_url: string | null;
}

export interface ItemList<T> {
  items: T[];
  total: number;
}

export interface GamePage extends ItemList<Game> {
  offset: number;
  count: number;
}

export interface GameCategory {
  id: number;
  sysname: string;
  name: string;
  games_count: number;
  position: number;
}

export interface Provider {
  id: number;
  sysname: string;
  name: string;
  image_url: string;
  types: string[];
  games_count: number;
  game_params: { min_rtp: number; max_rtp: number };
  description?: ItemDescription | null;
}

/** An active free-spin pack: how many spins are left on which game. */
export interface FreeSpinPack {
  id: number;
  game: { sysname: string; name: string; image_url: string };
  game_sysname: string;
  total_count: number;
  remaining_count: number;
  stake: Money;
  status: string;
  expires_at: string;
}

export interface Jackpot {
  id: number;
  sysname: string;
  name: string;
  value: Money;
  image_url: string;
  games: string[];
  last_won_at: string | null;
}

export interface JackpotWin {
  id: number;
  jackpot: { sysname: string; name: string };
  player: string;
  amount: Money;
  game: { sysname: string; name: string };
  won_at: string;
}

export type TournamentStatus = 'active' | 'future' | 'finished';

export interface Tournament {
  id: number;
  games_count: number;
  total_prize: Money;
  user_info: { is_participating: boolean; points: number; place: number | null } | null;
  winners: Array<{ place: number; player: string; prize: Money; points: number }>;
  restrictions: { min_stake: Money };
  total_participants: number;
  total_points: number;
  reset_on_cashout: boolean;
  provider: { sysname: string; name: string } | null;
  image_url: string;
  tags: string[];
  description: { title: string; text: string };
  extra: { sysname: string; status: TournamentStatus; starts_at: string; ends_at: string };
}

export interface LeaderboardRow {
  place: number;
  player: string;
  points: number;
  is_me: boolean;
}

export interface Leaderboard extends ItemList<LeaderboardRow> {
  me: { place: number; points: number } | null;
}

export interface Win {
  id: number;
  player: string;
  game: { sysname: string; name: string; image_url: string };
  amount: Money;
  multiplier: number;
  won_at: string;
}
