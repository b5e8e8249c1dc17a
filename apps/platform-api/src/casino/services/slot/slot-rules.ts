import type { Db } from '../../db/database';
import { toMoney } from '../money';
import { PAYLINES, STAKES, SYMBOLS, paytableFor } from './paytable';

/** The player's oldest active free-spin pack for a game, the one a free spin uses. */
export function activeFreeSpinPack(db: Db, accountId: number, gameId: number) {
  return db
    .selectFrom('free_spin_packs')
    .select(['id', 'remaining_count', 'stake', 'currency'])
    .where('account_id', '=', accountId)
    .where('game_id', '=', gameId)
    .where('remaining_count', '>', 0)
    .where('expires_at', '>', new Date())
    .orderBy('expires_at')
    .orderBy('id')
    .executeTakeFirst();
}

/** What the game page shows before the first spin: stakes, pays (per 1.00 staked) and lines. */
export function slotRules(rtpBp: number, currency: string) {
  const paytable = paytableFor(rtpBp);
  return {
    stakes: STAKES.map((stake) => toMoney(stake, currency)),
    lines: PAYLINES.length,
    rtp: Math.round(paytable.rtp * 10_000) / 100,
    // Pays as multiples of the total stake, which is how a player reads them.
    paytable: SYMBOLS.map((symbol) => ({
      symbol,
      pays: paytable.pays[symbol].map((pay) => Math.round((pay / PAYLINES.length) * 100) / 100),
    })),
  };
}
