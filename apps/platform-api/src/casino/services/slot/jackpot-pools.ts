import type { Db } from '../../../db/database';
import type { RandomInt } from './engine';

/**
 * Chance per real spin at the smallest stake (0.10) that a pool drops, as 1 in N. Larger stakes
 * win proportionally more often (stake / 10 tickets), like a lottery bought by the stake.
 */
export const JACKPOT_ODDS: Record<string, number> = { mini: 20_000, minor: 100_000, major: 1_000_000, grand: 10_000_000 };
const DEFAULT_ODDS = 1_000_000;
const ODDS_STAKE = 10;

export interface JackpotHit {
  sysname: string;
  /** In the player's currency, minor units. */
  amount: number;
}

/**
 * Inside the spin's transaction: every pool takes its share of the stake (converted to the pool
 * currency; the fraction of a cent is rounded up with the matching probability, so small
 * stakes still grow the pools by exactly their share on average), then each pool may drop.
 */
export async function feedJackpots(
  trx: Db,
  spin: { stake: number; rate: number; accountId: number; playerName: string; gameId: number },
  random: RandomInt,
): Promise<JackpotHit[]> {
  const pools = await trx
    .selectFrom('jackpots')
    .select(['id', 'sysname', 'seed_value', 'value', 'contribution_bp'])
    .orderBy('position')
    .forUpdate()
    .execute();
  const hits: JackpotHit[] = [];
  for (const pool of pools) {
    const share = (spin.stake * pool.contribution_bp) / 10_000 / spin.rate;
    const whole = Math.floor(share);
    const contribution = whole + (random(1_000_000) < (share - whole) * 1_000_000 ? 1 : 0);
    const odds = (JACKPOT_ODDS[pool.sysname] ?? DEFAULT_ODDS) * ODDS_STAKE;
    const won = random(odds) < spin.stake;
    const value = pool.value + contribution;
    if (!won) {
      if (contribution > 0) await trx.updateTable('jackpots').set({ value }).where('id', '=', pool.id).execute();
      continue;
    }
    const amount = Math.round(value * spin.rate);
    await trx.updateTable('jackpots').set({ value: pool.seed_value, last_won_at: new Date() }).where('id', '=', pool.id).execute();
    await trx
      .insertInto('jackpot_wins')
      .values({ jackpot_id: pool.id, account_id: spin.accountId, player_name: spin.playerName, game_id: spin.gameId, amount: value })
      .execute();
    hits.push({ sysname: pool.sysname, amount });
  }
  return hits;
}
