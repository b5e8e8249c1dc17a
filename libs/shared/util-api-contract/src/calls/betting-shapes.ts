import * as v from 'valibot';
import { moneySchema, timestampSchema } from '../responses';

export const SPORTS = ['football', 'tennis', 'basketball'] as const;
export const MARKET_KINDS = ['winner', 'total', 'handicap', 'btts'] as const;
export const SELECTION_CODES = ['home', 'draw', 'away', 'over', 'under', 'yes', 'no'] as const;
export const EVENT_STATUSES = ['prematch', 'live', 'finished', 'abandoned'] as const;
export const MARKET_STATUSES = ['open', 'suspended', 'settled'] as const;
export const BET_STATUSES = ['open', 'won', 'lost', 'void'] as const;
export const OUTCOMES = ['won', 'lost', 'void'] as const;

/** A selection's price: decimal odds in hundredths (185 means 1.85), exact in both directions. */
export const selectionSchema = v.object({ id: v.number(), code: v.picklist(SELECTION_CODES), price: v.number() });

export const marketSchema = v.object({
  id: v.number(),
  kind: v.picklist(MARKET_KINDS),
  /** The total's line (2.5 goals) or the home side's handicap (−1.5: gives one and a half); null for other markets. */
  line: v.nullable(v.number()),
  status: v.picklist(MARKET_STATUSES),
  selections: v.array(selectionSchema),
});

export const sportEventSchema = v.object({
  id: v.number(),
  sport: v.picklist(SPORTS),
  competition: v.object({ id: v.number(), name: v.string(), country: v.string() }),
  home: v.string(),
  away: v.string(),
  starts_at: timestampSchema,
  status: v.picklist(EVENT_STATUSES),
  /** Minutes played (football, basketball); tennis counts 40 per set. */
  clock: v.number(),
  score: v.object({ home: v.number(), away: v.number() }),
  markets: v.array(marketSchema),
});

export const competitionSummarySchema = v.object({
  id: v.number(),
  name: v.string(),
  country: v.string(),
  live: v.number(),
  upcoming: v.number(),
});

export const sportSummarySchema = v.object({
  sport: v.picklist(SPORTS),
  live: v.number(),
  upcoming: v.number(),
  competitions: v.array(competitionSummarySchema),
});

export const betLegSchema = v.object({
  selection_id: v.number(),
  event_id: v.number(),
  sport: v.picklist(SPORTS),
  home: v.string(),
  away: v.string(),
  starts_at: timestampSchema,
  market: v.picklist(MARKET_KINDS),
  line: v.nullable(v.number()),
  code: v.picklist(SELECTION_CODES),
  price: v.number(),
  outcome: v.nullable(v.picklist(OUTCOMES)),
});

export const betSchema = v.object({
  id: v.number(),
  kind: v.picklist(['single', 'accumulator']),
  status: v.picklist(BET_STATUSES),
  stake: moneySchema,
  /** The combined price, in hundredths. */
  price: v.number(),
  potential_payout: moneySchema,
  payout: v.nullable(moneySchema),
  placed_at: timestampSchema,
  settled_at: v.nullable(timestampSchema),
  legs: v.array(betLegSchema),
  /** The free bet (betting bonus id) that paid the stake; null when the main balance did. */
  free_bet_id: v.nullable(v.number()),
});

export type SportEvent = v.InferOutput<typeof sportEventSchema>;
export type Market = v.InferOutput<typeof marketSchema>;
export type Selection = v.InferOutput<typeof selectionSchema>;
export type SportSummary = v.InferOutput<typeof sportSummarySchema>;
export type Bet = v.InferOutput<typeof betSchema>;
export type BetLeg = v.InferOutput<typeof betLegSchema>;
export type SportName = (typeof SPORTS)[number];
export type MarketKind = (typeof MARKET_KINDS)[number];
export type SelectionCode = (typeof SELECTION_CODES)[number];
