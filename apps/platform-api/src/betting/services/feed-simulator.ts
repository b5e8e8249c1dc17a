import type { Db } from '../../db/database';
import type { BettingEventsTable, MarketKind, SelectionCode } from '../../db/tables/betting';
import type { Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { announce, type PriceUpdate } from './price-updates';
import { FULL_TIME, marketPrices, type MarketSpec, type MatchState, resultOf } from './pricing';
import { publishResult } from './results';
import { ensureSchedule, REAL_MATCH_MS, type Random } from './schedule';

/** How long markets stay suspended around a key moment (kick-off, a goal, a set). */
export const SUSPENSION_MS = 10_000;
/** The chance per step that a pre-match price moves (team news, money coming in). */
const DRIFT_CHANCE = 0.3;
/** The share of matches abandoned during play (weather, floodlights, crowd trouble): rare, as in life. */
export const ABANDON_RATE = 0.01;
/** The share of matches one of whose markets is voided during play (the trader's call on a feed error). */
export const MARKET_VOID_RATE = 0.02;

export interface FeedOptions {
  /** The share of matches abandoned during play; tests set 0 (never) or 1 (the first minutes played). */
  abandonRate?: number;
  /** The share of matches with a market voided during play; 0 or 1 in tests, like `abandonRate`. */
  voidRate?: number;
}

export interface StepOptions extends FeedOptions {
  /**
   * Called inside the step's transaction when it published results (`settledMarkets` not empty),
   * so what it does commits with them: the feed job sends the settle job there.
   */
  published?: (trx: Transaction<Database>, settledMarkets: readonly number[]) => Promise<unknown>;
}

type EventRow = Selectable<BettingEventsTable>;

export interface StepResult {
  /** Markets whose results were published in this step: their bets are settled next. */
  settledMarkets: number[];
  updates: number;
}

function stateOf(event: EventRow): MatchState {
  return {
    sport: event.sport,
    clock: event.clock,
    homeScore: event.home_score,
    awayScore: event.away_score,
    homeRate: event.home_rate,
    awayRate: event.away_rate,
  };
}

/** A rough normal draw (sum of three uniforms). */
const roughNormal = (random: Random) => (random() + random() + random() - 1.5) * 2;

/**
 * Plays the match from its clock to `target`; answers whether a key moment (a goal, a set)
 * happened, for which the markets are suspended.
 */
export function play(state: MatchState, target: number, random: Random): boolean {
  let keyMoment = false;
  const full = FULL_TIME[state.sport];
  while (state.clock < Math.min(target, full)) {
    state.clock += 1;
    if (state.sport === 'football') {
      if (random() < state.homeRate / full) {
        state.homeScore += 1;
        keyMoment = true;
      }
      if (random() < state.awayRate / full) {
        state.awayScore += 1;
        keyMoment = true;
      }
    } else if (state.sport === 'basketball') {
      for (const side of ['home', 'away'] as const) {
        const mean = (side === 'home' ? state.homeRate : state.awayRate) / full;
        const points = Math.max(0, Math.round(mean + roughNormal(random) * Math.sqrt(0.7 * mean)));
        if (side === 'home') state.homeScore += points;
        else state.awayScore += points;
      }
    } else if (state.clock % 40 === 0) {
      if (random() < state.homeRate) state.homeScore += 1;
      else state.awayScore += 1;
      keyMoment = true;
      if (state.homeScore === 2 || state.awayScore === 2) state.clock = full;
    }
  }
  // Basketball has no draw: a tied game goes to overtime, settled here by its first basket.
  if (state.sport === 'basketball' && state.clock >= full && state.homeScore === state.awayScore) {
    if (random() < 0.5) state.homeScore += 2;
    else state.awayScore += 2;
  }
  return keyMoment;
}

export const isOver = (state: MatchState) => state.clock >= FULL_TIME[state.sport];

/**
 * The chance that what befalls `rate` of matches (an abandonment, a voided market) happens in
 * `minutes` of play, such that over a whole match it is `rate` whatever the steps' length (the
 * feed's interval may change; a demo finish plays at once).
 */
export function chanceIn(rate: number, minutes: number, sport: MatchState['sport']): number {
  if (rate >= 1) return minutes > 0 ? 1 : 0;
  return 1 - (1 - rate) ** (minutes / FULL_TIME[sport]);
}

/** Every selection of a market void: the stakes back, an accumulator's leg counting 1.00. */
const voided = (codes: readonly SelectionCode[]) => Object.fromEntries(codes.map((code) => [code, 'void' as const]));

/** How the operator ends an event at once: played to its end, or abandoned where it stands. */
export type Ending = 'finish' | 'abandon';

/** The clock an event should show at `now` (the demo plays a whole match in REAL_MATCH_MS). */
function targetClock(event: EventRow, now: Date): number {
  const elapsed = now.getTime() - new Date(event.starts_at).getTime();
  return Math.max(0, Math.floor((elapsed / REAL_MATCH_MS) * FULL_TIME[event.sport]));
}

/**
 * Brings one event up to `now` (or to its end, `finish`), reprices its markets, suspends them
 * around key moments, and publishes the results once it is over; a match abandoned on the way
 * stops there and its markets are void, and a market voided on the way (one at random) is
 * published void while the others play on. All in the caller's transaction.
 */
async function advanceEvent(
  trx: Db,
  event: EventRow,
  now: Date,
  random: Random,
  ending: Ending | null,
  rates: Required<FeedOptions>,
): Promise<{ settled: number[]; update?: PriceUpdate }> {
  const state = stateOf(event);
  let status = event.status;
  let keyMoment = false;
  let voidOne = false;
  if (ending === 'abandon') {
    status = 'abandoned';
  } else if (status === 'prematch' && (ending === 'finish' || new Date(event.starts_at) <= now)) {
    status = 'live';
    keyMoment = true; // kick-off
  }
  const finish = ending === 'finish';
  if (status === 'live') {
    const from = state.clock;
    keyMoment = play(state, finish ? FULL_TIME[event.sport] : targetClock(event, now), random) || keyMoment;
    const played = state.clock - from;
    if (isOver(state)) status = 'finished';
    else if (played > 0 && random() < chanceIn(rates.abandonRate, played, state.sport)) status = 'abandoned';
    else if (played > 0 && random() < chanceIn(rates.voidRate, played, state.sport)) voidOne = true;
  } else if (random() < DRIFT_CHANCE) {
    const factor = 1 + roughNormal(random) * 0.03;
    if (event.sport === 'tennis') state.homeRate = Math.min(0.9, Math.max(0.1, state.homeRate * factor));
    else state.homeRate *= factor;
  }
  const markets = await trx
    .selectFrom('betting_markets')
    .select(['id', 'kind', 'line', 'status', 'suspended_until'])
    .where('event_id', '=', event.id)
    .where('status', '!=', 'settled')
    .execute();
  const selections = await trx
    .selectFrom('betting_selections')
    .select(['id', 'market_id', 'code', 'price'])
    .where(
      'market_id',
      'in',
      markets.map((market) => market.id),
    )
    .execute();
  const update: PriceUpdate = {
    event: { id: event.id, status, clock: state.clock, home_score: state.homeScore, away_score: state.awayScore },
    markets: [],
    selections: [],
  };
  const settled: number[] = [];
  const voidedMarket = voidOne ? markets[Math.floor(random() * markets.length)]?.id : undefined;
  for (const market of markets) {
    const own = selections.filter((selection) => selection.market_id === market.id);
    const spec: MarketSpec = {
      kind: market.kind as MarketKind,
      line: market.line === null ? null : Number(market.line),
      codes: own.map((s) => s.code),
    };
    if (status === 'finished' || status === 'abandoned' || market.id === voidedMarket) {
      await publishResult(trx, market.id, status === 'finished' ? resultOf(state, spec) : voided(spec.codes));
      update.markets.push({ id: market.id, status: 'settled' });
      settled.push(market.id);
      continue;
    }
    const { offered, prices } = marketPrices(state, spec);
    const pause = keyMoment ? new Date(now.getTime() + SUSPENSION_MS) : market.suspended_until;
    const open = offered && (pause === null || pause <= now);
    const next = open
      ? { status: 'open' as const, suspended_until: null }
      : { status: 'suspended' as const, suspended_until: offered ? pause : null };
    if (next.status !== market.status || String(next.suspended_until) !== String(market.suspended_until)) {
      await trx.updateTable('betting_markets').set(next).where('id', '=', market.id).execute();
      if (next.status !== market.status) update.markets.push({ id: market.id, status: next.status });
    }
    for (const selection of own) {
      const price = prices[selection.code as SelectionCode];
      if (price !== undefined && price !== selection.price) {
        await trx.updateTable('betting_selections').set({ price }).where('id', '=', selection.id).execute();
        update.selections.push({ id: selection.id, price });
      }
    }
  }
  const moved =
    status !== event.status || state.clock !== event.clock || state.homeScore !== event.home_score || state.awayScore !== event.away_score;
  if (moved || state.homeRate !== event.home_rate) {
    await trx
      .updateTable('betting_events')
      .set({
        status,
        clock: state.clock,
        home_score: state.homeScore,
        away_score: state.awayScore,
        home_rate: state.homeRate,
        updated_at: now,
      })
      .where('id', '=', event.id)
      .execute();
  }
  const changed = moved || update.markets.length > 0 || update.selections.length > 0;
  if (changed) await announce(trx, update);
  return { settled, ...(changed ? { update } : {}) };
}

/**
 * One step of the feed at `now`: every pre-match and live event brought up to date and the
 * schedule topped up, in one transaction (with `published`'s work when it published results).
 * Deterministic for a given `now` and `random`, so tests step it by hand; the `betting.feed` job
 * calls it every few seconds (`runFeedStep`).
 */
export async function stepFeed(db: Db, now: Date, random: Random, options: StepOptions = {}): Promise<StepResult> {
  const rates = { abandonRate: options.abandonRate ?? ABANDON_RATE, voidRate: options.voidRate ?? MARKET_VOID_RATE };
  return db.transaction().execute(async (trx) => {
    const events = await trx
      .selectFrom('betting_events')
      .selectAll()
      .where('status', 'in', ['prematch', 'live'])
      .orderBy('id')
      .forUpdate()
      .execute();
    const settledMarkets: number[] = [];
    let updates = 0;
    for (const event of events) {
      const { settled, update } = await advanceEvent(trx, event, now, random, null, rates);
      settledMarkets.push(...settled);
      if (update) updates += 1;
    }
    // After the step, so a match that just finished (or was abandoned) is replaced at once.
    await ensureSchedule(trx, now, random);
    if (settledMarkets.length > 0) await options.published?.(trx, settledMarkets);
    return { settledMarkets, updates };
  });
}

/**
 * Ends an event at once (the demo operator's shortcut, tests): `finish` plays it to its end and
 * publishes its results, never abandoning it, since the operator means the match to be played
 * out; `abandon` stops it where it stands and publishes every open market void. Undefined when
 * the event is not pre-match or live.
 */
export async function endEvent(db: Db, eventId: number, ending: Ending, now: Date, random: Random): Promise<number[] | undefined> {
  return db.transaction().execute(async (trx) => {
    const event = await trx.selectFrom('betting_events').selectAll().where('id', '=', eventId).forUpdate().executeTakeFirst();
    if (!event || (event.status !== 'prematch' && event.status !== 'live')) return undefined;
    return (await advanceEvent(trx, event, now, random, ending, { abandonRate: 0, voidRate: 0 })).settled;
  });
}
