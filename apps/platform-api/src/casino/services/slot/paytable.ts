import { SLOT_STAKES } from '@nfx/api-contract';

/**
 * The slot's mathematics. See the README for the derivation; in short: 5 reels × 3 rows, every
 * cell drawn independently with the symbol weights below, 10 fixed paylines, a line pays when
 * its 3, 4 or 5 leftmost cells show the same symbol. Because the cells are independent, the
 * return to player has a closed form, and the pays are scaled so it equals the game's RTP.
 */
export const REELS = 5;
export const ROWS = 3;

export const SYMBOLS = ['cherry', 'lemon', 'plum', 'bell', 'bar', 'seven', 'star', 'diamond'] as const;
export type SymbolName = (typeof SYMBOLS)[number];

/** Out of 100: how often a cell shows each symbol. */
export const SYMBOL_WEIGHTS: Record<SymbolName, number> = {
  cherry: 24,
  lemon: 20,
  plum: 17,
  bell: 13,
  bar: 10,
  seven: 7,
  star: 5,
  diamond: 4,
};
export const TOTAL_WEIGHT = Object.values(SYMBOL_WEIGHTS).reduce((sum, weight) => sum + weight, 0);

/** Relative pays for 3, 4 and 5 of a kind, before scaling to the game's RTP. */
const BASE_PAYS: Record<SymbolName, readonly [number, number, number]> = {
  cherry: [2, 5, 15],
  lemon: [3, 8, 25],
  plum: [4, 10, 35],
  bell: [5, 15, 50],
  bar: [8, 25, 100],
  seven: [15, 50, 250],
  star: [25, 100, 500],
  diamond: [40, 200, 1000],
};

/** Row of each reel a payline crosses (0 top, 2 bottom). */
export const PAYLINES: ReadonlyArray<readonly [number, number, number, number, number]> = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
];

/** Stakes a player may choose, in minor units (0.10 … 50.00); slot.spin's input accepts only these. */
export const STAKES = SLOT_STAKES;

export interface Paytable {
  /** Pays per symbol for 3, 4, 5 of a kind, as multiples of the line stake (stake / lines). */
  pays: Record<SymbolName, readonly [number, number, number]>;
  /** The RTP these pays give, as a fraction (0.965). */
  rtp: number;
}

/** Expected win of one line per unit of line stake: Σ p^k·(1−p)·pay(k) for k < 5, plus p^5·pay(5). */
export function lineReturn(pays: Record<SymbolName, readonly [number, number, number]>): number {
  let total = 0;
  for (const symbol of SYMBOLS) {
    const p = SYMBOL_WEIGHTS[symbol] / TOTAL_WEIGHT;
    const [three, four, five] = pays[symbol];
    total += p ** 3 * (1 - p) * three + p ** 4 * (1 - p) * four + p ** 5 * five;
  }
  return total;
}

const cache = new Map<number, Paytable>();

/**
 * Pays for a target RTP in basis points: the base pays times target / base return. Every line
 * is bet stake/lines, so the expected win per spin over the stake is exactly one line's return.
 */
export function paytableFor(rtpBp: number): Paytable {
  const cached = cache.get(rtpBp);
  if (cached) return cached;
  const factor = rtpBp / 10_000 / lineReturn(BASE_PAYS);
  const pays = Object.fromEntries(
    SYMBOLS.map((symbol) => [symbol, BASE_PAYS[symbol].map((pay) => pay * factor) as unknown as readonly [number, number, number]]),
  ) as Paytable['pays'];
  const table = { pays, rtp: lineReturn(pays) };
  cache.set(rtpBp, table);
  return table;
}
