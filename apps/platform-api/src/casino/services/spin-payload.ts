import type { SpinResult as SpinPayload } from '@nfx/api-contract';
import { wireMoney } from '@nfx/money';
import type { SpinResult } from './slot/spin-service';

/** A spin as slot.spin answers it: amounts as money, the reels and the lines that paid. */
export function toSpinPayload(result: SpinResult): SpinPayload {
  return {
    round_id: result.roundId,
    reels: result.outcome.reels,
    wins: result.outcome.wins.map((win) => ({
      line: win.line,
      symbol: win.symbol,
      count: win.count,
      amount: wireMoney(win.amount, result.currency),
    })),
    stake: wireMoney(result.stake, result.currency),
    win: wireMoney(result.win, result.currency),
    balance: wireMoney(result.balance, result.currency),
    bonus_balance: result.bonusBalance == null ? null : wireMoney(result.bonusBalance, result.currency),
    jackpots: result.jackpots.map((hit) => ({ sysname: hit.sysname, amount: wireMoney(hit.amount, result.currency) })),
    free_spins_left: result.freeSpinsLeft,
  };
}
