import { wireMoney } from '@nfx/money';
import { PAYLINES, STAKES, SYMBOLS, paytableFor } from './paytable';

/** What the game page shows before the first spin: stakes, pays (per 1.00 staked) and lines. */
export function slotRules(rtpBp: number, currency: string) {
  const paytable = paytableFor(rtpBp);
  return {
    stakes: STAKES.map((stake) => wireMoney(stake, currency)),
    lines: PAYLINES.length,
    rtp: Math.round(paytable.rtp * 10_000) / 100,
    // Pays as multiples of the total stake, which is how a player reads them.
    paytable: SYMBOLS.map((symbol) => ({
      symbol,
      pays: paytable.pays[symbol].map((pay) => Math.round((pay / PAYLINES.length) * 100) / 100),
    })),
  };
}
