import { randomInt } from 'node:crypto';
import { PAYLINES, type Paytable, REELS, ROWS, SYMBOL_WEIGHTS, SYMBOLS, type SymbolName, TOTAL_WEIGHT } from './paytable';

export interface LineWin {
  line: number;
  symbol: SymbolName;
  count: number;
  /** Minor units, before the round's total is rounded. */
  amount: number;
}

export interface SpinOutcome {
  /** reels[reel][row] */
  reels: SymbolName[][];
  wins: LineWin[];
  /** Total win in minor units. */
  win: number;
}

/** A uniform integer in [0, max); the server's is node:crypto, tests may pass their own. */
export type RandomInt = (max: number) => number;

export const cryptoRandomInt: RandomInt = (max) => randomInt(max);

function drawSymbol(random: RandomInt): SymbolName {
  let ticket = random(TOTAL_WEIGHT);
  for (const symbol of SYMBOLS) {
    ticket -= SYMBOL_WEIGHTS[symbol];
    if (ticket < 0) return symbol;
  }
  return SYMBOLS[0];
}

/** Draws one spin and evaluates its paylines. The outcome depends only on `random`. */
export function spin(paytable: Paytable, stake: number, random: RandomInt = cryptoRandomInt): SpinOutcome {
  const reels = Array.from({ length: REELS }, () => Array.from({ length: ROWS }, () => drawSymbol(random)));
  const lineStake = stake / PAYLINES.length;
  const wins: LineWin[] = [];
  let exact = 0;
  PAYLINES.forEach((rows, line) => {
    const first = reels[0]?.[rows[0]] as SymbolName;
    let count = 1;
    while (count < REELS && reels[count]?.[rows[count] as number] === first) count += 1;
    if (count < 3) return;
    const amount = lineStake * (paytable.pays[first][count - 3] as number);
    exact += amount;
    wins.push({ line, symbol: first, count, amount: Math.round(amount * 100) / 100 });
  });
  // One rounding per round, to the nearest minor unit: unbiased on average.
  return { reels, wins, win: Math.round(exact) };
}
