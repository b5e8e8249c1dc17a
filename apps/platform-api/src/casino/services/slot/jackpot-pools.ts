import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import type { RandomInt } from './engine';

/**
 * Chance per real spin at the smallest stake (0.10) that a pool drops, as 1 in N. Larger stakes
 * win proportionally more often (stake / 10 tickets), like a lottery bought by the stake.
 */
export const JACKPOT_ODDS: Record<string, number> = { mini: 20_000, minor: 100_000, major: 1_000_000, grand: 10_000_000 };
const DEFAULT_ODDS = 1_000_000;
const ODDS_STAKE = 10;
/**
 * A pool's contributions are folded into its row when one of them gets an id divisible by this, so
 * a pool that rarely drops (grand) does not sum an ever longer list on every read.
 */
export const JACKPOT_FOLD_EVERY = 1_000;

export interface JackpotHit {
  sysname: string;
  /** In the player's currency, minor units. */
  amount: number;
}

/** What a spin needs of a pool to feed it (read without a lock: it changes only by migration or seed). */
export interface JackpotPool {
  id: number;
  sysname: string;
  contribution_bp: number;
}

export interface JackpotSpin {
  stake: number;
  rate: number;
  accountId: number;
  playerName: string;
  gameId: number;
}

/** One spin's draws over the pools: what each pool takes of the stake, and the pools that drop. */
export interface JackpotDraw {
  /** Contributions to pools that did not drop (amount > 0), in the pool currency's minor units. */
  contributions: Array<{ jackpotId: number; amount: number }>;
  /** Pools that dropped, in display order, with this spin's own contribution to each. */
  drops: Array<{ pool: JackpotPool; contribution: number }>;
}

/**
 * Every pool takes its share of the stake (converted to the pool currency; the fraction of a cent is
 * rounded up with the matching probability, so small stakes still grow the pools by exactly their
 * share on average), then each pool may drop. The draws are made in display order, contribution
 * then drop, as they always were. Nothing is written here.
 */
export function drawJackpots(pools: readonly JackpotPool[], spin: Pick<JackpotSpin, 'stake' | 'rate'>, random: RandomInt): JackpotDraw {
  const draw: JackpotDraw = { contributions: [], drops: [] };
  for (const pool of pools) {
    const share = (spin.stake * pool.contribution_bp) / 10_000 / spin.rate;
    const whole = Math.floor(share);
    const contribution = whole + (random(1_000_000) < (share - whole) * 1_000_000 ? 1 : 0);
    const odds = (JACKPOT_ODDS[pool.sysname] ?? DEFAULT_ODDS) * ODDS_STAKE;
    const won = random(odds) < spin.stake;
    if (won) draw.drops.push({ pool, contribution });
    else if (contribution > 0) draw.contributions.push({ jackpotId: pool.id, amount: contribution });
  }
  return draw;
}

/**
 * Inside the winning spin's transaction: takes a pool that dropped. The pool's row is locked (only a
 * concurrent drop or fold of the same pool waits on it; spins that feed it never do), then every
 * contribution committed so far is deleted and the pool restarts from its seed. What was taken —
 * the row's value, those contributions and this spin's own — is the win. A contribution still
 * uncommitted at that moment is not seen by the delete and stays for the next pool, so every
 * contribution is paid out exactly once.
 */
export async function takeJackpot(trx: Db, drop: JackpotDraw['drops'][number], spin: JackpotSpin): Promise<JackpotHit> {
  const locked = await trx.selectFrom('jackpots').select('value').where('id', '=', drop.pool.id).forNoKeyUpdate().executeTakeFirstOrThrow();
  // A statement after the lock: its snapshot sees what a drop before this one deleted.
  const reset = await sql<{ taken: number | string }>`
    with taken as (delete from jackpot_contributions where jackpot_id = ${drop.pool.id} returning amount)
    update jackpots set value = seed_value, last_won_at = ${new Date()} where id = ${drop.pool.id}
    returning (select coalesce(sum(amount), 0) from taken) as taken`.execute(trx);
  const value = Number(locked.value) + Number(reset.rows[0]?.taken ?? 0) + drop.contribution;
  await trx
    .insertInto('jackpot_wins')
    .values({ jackpot_id: drop.pool.id, account_id: spin.accountId, player_name: spin.playerName, game_id: spin.gameId, amount: value })
    .execute();
  return { sysname: drop.pool.sysname, amount: Math.round(value * spin.rate) };
}

/**
 * Moves a pool's committed contributions into its row's value (the sum a reader sees is unchanged).
 * A pool being taken or folded by another spin is skipped (`skip locked`): nobody waits for a fold.
 */
export async function foldJackpotContributions(trx: Db, jackpotId: number): Promise<void> {
  const locked = await trx.selectFrom('jackpots').select('id').where('id', '=', jackpotId).forNoKeyUpdate().skipLocked().executeTakeFirst();
  if (!locked) return;
  await sql`
    with taken as (delete from jackpot_contributions where jackpot_id = ${jackpotId} returning amount)
    update jackpots set value = value + (select coalesce(sum(amount), 0) from taken) where id = ${jackpotId}`.execute(trx);
}
