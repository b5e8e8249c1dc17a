import type { MarketKind, Outcome, SelectionCode, Sport } from '../../db/tables/betting';

/** The bookmaker's overround: the implied probabilities of a market's prices add up to 1 + MARGIN. */
export const MARGIN = 0.06;
export const MIN_PRICE = 101;
export const MAX_PRICE = 5000;
/** A selection this sure (or this hopeless) is not offered: its market stays suspended until settled. */
const DECIDED = 0.005;

/** How long a match runs in the model's own units (minutes; tennis counts 40 per set). */
export const FULL_TIME: Record<Sport, number> = { football: 90, basketball: 48, tennis: 120 };

export interface MatchState {
  sport: Sport;
  clock: number;
  homeScore: number;
  awayScore: number;
  /** Expected score over a whole match per side; tennis: `homeRate` is the home player's chance to win a set. */
  homeRate: number;
  awayRate: number;
}

export interface MarketSpec {
  kind: MarketKind;
  line: number | null;
  codes: SelectionCode[];
}

/**
 * An Asian handicap's line for the home side, in half goals, from the sides' expected goals:
 * the favourite gives about its expected margin. Whole lines (0, ±1) push on that exact margin.
 */
export function footballHandicapLine(homeRate: number, awayRate: number): number {
  return Math.round((awayRate - homeRate) * 2) / 2 || 0;
}

/** A point spread for the home side, always on a half point so it cannot push. */
export function basketballHandicapLine(homeRate: number, awayRate: number): number {
  return 0.5 - Math.round(homeRate - awayRate);
}

/** The markets every event of a sport offers; a total's or a handicap's line is fixed when the event is created. */
export function marketsFor(sport: Sport, homeRate: number, awayRate: number): MarketSpec[] {
  if (sport === 'football') {
    return [
      { kind: 'winner', line: null, codes: ['home', 'draw', 'away'] },
      { kind: 'total', line: 2.5, codes: ['over', 'under'] },
      { kind: 'handicap', line: footballHandicapLine(homeRate, awayRate), codes: ['home', 'away'] },
      { kind: 'btts', line: null, codes: ['yes', 'no'] },
    ];
  }
  if (sport === 'basketball') {
    return [
      { kind: 'winner', line: null, codes: ['home', 'away'] },
      { kind: 'total', line: Math.round(homeRate + awayRate) + 0.5, codes: ['over', 'under'] },
      { kind: 'handicap', line: basketballHandicapLine(homeRate, awayRate), codes: ['home', 'away'] },
    ];
  }
  return [
    { kind: 'winner', line: null, codes: ['home', 'away'] },
    { kind: 'total', line: 2.5, codes: ['over', 'under'] },
  ];
}

function poisson(mean: number, max: number): number[] {
  const out: number[] = [];
  let p = Math.exp(-mean);
  for (let k = 0; k <= max; k += 1) {
    out.push(p);
    p = (p * mean) / (k + 1);
  }
  return out;
}

/** Probability that a standard normal variable is below x (Zelen & Severo). */
function normalBelow(x: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(x));
  const d = 0.3989423 * Math.exp((-x * x) / 2);
  const tail = d * t * (0.3193815 + t * (-0.3565638 + t * (1.781478 + t * (-1.821256 + t * 1.330274))));
  return x >= 0 ? 1 - tail : tail;
}

type Probabilities = Partial<Record<SelectionCode, number>>;

/**
 * A handicap's chances as the bettor's price needs them: a push gives the stake back, so a side's
 * fair odds are (1 − push) / win, the chance of winning among the outcomes that are not a push.
 * A handicap all but certain to push has no price: the market stays suspended.
 */
function handicapOf(home: number, away: number): Probabilities {
  const decided = home + away;
  return decided < DECIDED ? { home: 0, away: 0 } : { home: home / decided, away: away / decided };
}

/** `line` is the market's: a total's goals, or the home side's handicap. */
function football(state: MatchState, line: number): Record<MarketKind, Probabilities> {
  const left = Math.max(0, FULL_TIME.football - state.clock) / FULL_TIME.football;
  const home = poisson(state.homeRate * left, 12);
  const away = poisson(state.awayRate * left, 12);
  const result = { home: 0, draw: 0, away: 0, over: 0, under: 0, yes: 0, no: 0, handicapHome: 0, handicapAway: 0 };
  home.forEach((ph, h) =>
    away.forEach((pa, a) => {
      const p = ph * pa;
      const finalHome = state.homeScore + h;
      const finalAway = state.awayScore + a;
      if (finalHome > finalAway) result.home += p;
      else if (finalHome === finalAway) result.draw += p;
      else result.away += p;
      if (finalHome + finalAway > line) result.over += p;
      else result.under += p;
      const covered = finalHome - finalAway + line;
      if (covered > 0) result.handicapHome += p;
      else if (covered < 0) result.handicapAway += p;
      if (finalHome > 0 && finalAway > 0) result.yes += p;
      else result.no += p;
    }),
  );
  return {
    winner: { home: result.home, draw: result.draw, away: result.away },
    total: { over: result.over, under: result.under },
    handicap: handicapOf(result.handicapHome, result.handicapAway),
    btts: { yes: result.yes, no: result.no },
  };
}

/** `line` is the market's: a total's points, or the home side's spread (never a whole number: no push). */
function basketball(state: MatchState, line: number): Record<MarketKind, Probabilities> {
  const left = Math.max(0, FULL_TIME.basketball - state.clock) / FULL_TIME.basketball;
  const meanHome = state.homeRate * left;
  const meanAway = state.awayRate * left;
  // A team's points vary about 0.7 × their mean (final margins spread by ~12 points).
  const spread = Math.sqrt(0.7 * (meanHome + meanAway)) || 1e-9;
  const home = normalBelow((state.homeScore - state.awayScore + meanHome - meanAway) / spread);
  const over = 1 - normalBelow((line - (state.homeScore + state.awayScore + meanHome + meanAway)) / spread);
  const covers = normalBelow((state.homeScore - state.awayScore + meanHome - meanAway + line) / spread);
  return { winner: { home, away: 1 - home }, total: { over, under: 1 - over }, handicap: { home: covers, away: 1 - covers }, btts: {} };
}

function tennis(state: MatchState): Record<MarketKind, Probabilities> {
  const s = state.homeRate;
  // Best of three sets, from the sets won so far.
  const win = (h: number, a: number): number => (h === 2 ? 1 : a === 2 ? 0 : s * win(h + 1, a) + (1 - s) * win(h, a + 1));
  const threeSets = (h: number, a: number): number =>
    h === 2 || a === 2 ? (h + a === 3 ? 1 : 0) : s * threeSets(h + 1, a) + (1 - s) * threeSets(h, a + 1);
  const home = win(state.homeScore, state.awayScore);
  const over = threeSets(state.homeScore, state.awayScore);
  return { winner: { home, away: 1 - home }, total: { over, under: 1 - over }, handicap: {}, btts: {} };
}

/** Each market's fair probabilities for the state of play, `line` being the market's own. */
export function probabilities(state: MatchState, line: number | null): Record<MarketKind, Probabilities> {
  if (state.sport === 'football') return football(state, line ?? 2.5);
  if (state.sport === 'basketball') return basketball(state, line ?? 0);
  return tennis(state);
}

export interface MarketPrices {
  /** False when some outcome is all but decided: nobody may bet on it until it is settled. */
  offered: boolean;
  prices: Partial<Record<SelectionCode, number>>;
}

/** A price in hundredths from a probability, with the margin, within the book's bounds. */
export function priceOf(probability: number): number {
  return Math.min(MAX_PRICE, Math.max(MIN_PRICE, Math.floor(100 / (probability * (1 + MARGIN)))));
}

export function marketPrices(state: MatchState, spec: MarketSpec): MarketPrices {
  const probs = probabilities(state, spec.line)[spec.kind];
  const prices: Partial<Record<SelectionCode, number>> = {};
  let offered = true;
  for (const code of spec.codes) {
    const p = probs[code] ?? 0;
    if (p < DECIDED || p > 1 - DECIDED) offered = false;
    prices[code] = priceOf(Math.min(1 - DECIDED, Math.max(DECIDED, p)));
  }
  return { offered, prices };
}

/**
 * The outcome of each selection of a market once the match is over. A handicap on a whole line
 * whose margin lands exactly on it is a push: both sides void, the stakes back.
 */
export function resultOf(state: MatchState, spec: MarketSpec): Partial<Record<SelectionCode, Outcome>> {
  const { homeScore: h, awayScore: a } = state;
  const line = spec.line ?? 0;
  if (spec.kind === 'handicap') {
    const covered = h - a + line;
    if (covered === 0) return Object.fromEntries(spec.codes.map((code) => [code, 'void']));
    return Object.fromEntries(spec.codes.map((code) => [code, (code === 'home') === covered > 0 ? 'won' : 'lost']));
  }
  const winning: SelectionCode =
    spec.kind === 'winner'
      ? h > a
        ? 'home'
        : h < a
          ? 'away'
          : 'draw'
      : spec.kind === 'total'
        ? h + a > line
          ? 'over'
          : 'under'
        : h > 0 && a > 0
          ? 'yes'
          : 'no';
  return Object.fromEntries(spec.codes.map((code) => [code, code === winning ? 'won' : 'lost']));
}
