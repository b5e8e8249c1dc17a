import type { Jackpot, JackpotWin } from '@nfx/api-contract';

/**
 * When a pool was last won: the later of the pool's own date and its newest win in `wins`, or
 * `null` when neither shows a win. A pool whose wins are listed is never "not won yet", even if
 * its own date is missing (pools seeded with a win history, or a list fetched before the pool).
 */
export function lastWonAt(jackpot: Pick<Jackpot, 'sysname' | 'last_won_at'>, wins: readonly JackpotWin[]): string | null {
  let latest = jackpot.last_won_at;
  for (const win of wins) {
    if (win.jackpot.sysname !== jackpot.sysname) continue;
    if (latest === null || Date.parse(win.won_at) > Date.parse(latest)) latest = win.won_at;
  }
  return latest;
}
