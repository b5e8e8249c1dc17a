import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export type Sport = 'football' | 'tennis' | 'basketball';
export type EventStatus = 'prematch' | 'live' | 'finished' | 'abandoned';
export type MarketKind = 'winner' | 'total' | 'handicap' | 'btts';
export type MarketStatus = 'open' | 'suspended' | 'settled';
export type SelectionCode = 'home' | 'draw' | 'away' | 'over' | 'under' | 'yes' | 'no';
export type Outcome = 'won' | 'lost' | 'void';
export type BetStatus = 'open' | 'won' | 'lost' | 'void';

export interface BettingCompetitionsTable {
  id: number;
  sport: Sport;
  name: string;
  country: string;
  position: number;
}

export interface BettingEventsTable {
  id: Generated<number>;
  competition_id: number;
  sport: Sport;
  home: string;
  away: string;
  starts_at: Timestamp;
  status: EventStatus;
  /** Simulated minutes played (football, basketball) or games played (tennis). */
  clock: Defaulted<number>;
  home_score: Defaulted<number>;
  away_score: Defaulted<number>;
  home_rate: number;
  away_rate: number;
  updated_at: Timestamp;
}

export interface BettingMarketsTable {
  id: Generated<number>;
  event_id: number;
  kind: MarketKind;
  /** numeric comes back as a string from the driver. */
  line: ColumnType<string | null, number | null, number | null>;
  status: MarketStatus;
  suspended_until: Date | null;
}

export interface BettingSelectionsTable {
  id: Generated<number>;
  market_id: number;
  code: SelectionCode;
  /** Decimal odds in hundredths. */
  price: number;
  outcome: Outcome | null;
}

export interface BetsTable {
  id: Generated<number>;
  account_id: number;
  kind: 'single' | 'accumulator';
  stake: number;
  currency: string;
  /** The product of the legs' prices, in hundredths. */
  price: number;
  potential_payout: number;
  status: BetStatus;
  payout: number | null;
  placed_at: Timestamp;
  settled_at: Date | null;
  /** The free bet (the bonus id) that paid the stake; null for a stake of real money. */
  free_bet_id: Defaulted<number | null>;
}

export interface BetLegsTable {
  bet_id: number;
  selection_id: number;
  market_id: number;
  price: number;
  outcome: Outcome | null;
}

export type FreeBetStatus = 'available' | 'used' | 'revoked';

/** The sportsbook's copy of a free bet the bonus engine made spendable; the stake it pays is on the player's `betting_bonus` account. */
export interface BettingFreeBetsTable {
  bonus_id: number;
  account_id: number;
  /** Minor units: the stake it pays, no more and no less. */
  amount: number;
  currency: string;
  /** The least combined price (hundredths) of a bet it may pay; null takes any. */
  min_price: number | null;
  expires_at: Timestamp;
  status: FreeBetStatus;
  bet_id: Defaulted<number | null>;
}

export interface BettingTables {
  betting_competitions: BettingCompetitionsTable;
  betting_events: BettingEventsTable;
  betting_markets: BettingMarketsTable;
  betting_selections: BettingSelectionsTable;
  bets: BetsTable;
  bet_legs: BetLegsTable;
  betting_free_bets: BettingFreeBetsTable;
}
