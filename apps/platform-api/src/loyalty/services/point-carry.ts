import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/** What a round earns under one rule, before it is cut into whole points: `stakePoints / perStake` points. */
export interface RuleEarning {
  ruleId: number;
  /** The stake in minor units of the rule's currency, times the rule's points. */
  stakePoints: number;
  perStake: number;
}

/**
 * The best-paying rule for a round: the most points `stake × points / per_stake`, compared
 * exactly (cross-multiplied in BigInt, so no float decides a tie); on a tie the lowest rule id, so
 * the same round always feeds the same rule's carry whatever order rounds arrive in. Null without
 * a candidate (no rule, or no rate to convert the stake with).
 */
export function bestEarning(
  candidates: ReadonlyArray<{ id: number; points: number; per_stake: number; stake: number }>,
): RuleEarning | null {
  let best: RuleEarning | null = null;
  for (const rule of [...candidates].sort((a, b) => a.id - b.id)) {
    const earning = { ruleId: rule.id, stakePoints: rule.stake * rule.points, perStake: rule.per_stake };
    if (best === null || BigInt(earning.stakePoints) * BigInt(best.perStake) > BigInt(best.stakePoints) * BigInt(earning.perStake)) {
      best = earning;
    }
  }
  return best;
}

/** Whole points out of a carried remainder plus a round's earning, and what is left to carry. */
export function splitCarry(
  remainder: number,
  earning: Pick<RuleEarning, 'stakePoints' | 'perStake'>,
): { points: number; remainder: number } {
  const total = remainder + earning.stakePoints;
  const points = Math.floor(total / earning.perStake);
  return { points, remainder: total - points * earning.perStake };
}

/**
 * Adds a round's earning to the player's carry under its rule and answers the whole points it
 * completes. The upsert locks the carry row until the caller's transaction ends, so two rounds of
 * one player handled at once (two API instances) add up instead of one overwriting the other.
 * The caller claims the round's source first: a round seen before must not reach here.
 */
export async function carryPoints(trx: Transaction<Database>, accountId: number, earning: RuleEarning): Promise<number> {
  if (earning.stakePoints <= 0) return 0;
  const row = await trx
    .insertInto('loyalty_point_carry')
    .values({ account_id: accountId, rule_id: earning.ruleId, remainder: earning.stakePoints })
    .onConflict((oc) =>
      oc.columns(['account_id', 'rule_id']).doUpdateSet({ remainder: sql`loyalty_point_carry.remainder + ${earning.stakePoints}` }),
    )
    .returning('remainder')
    .executeTakeFirstOrThrow();
  const { points, remainder } = splitCarry(Number(row.remainder) - earning.stakePoints, earning);
  if (points > 0) {
    await trx
      .updateTable('loyalty_point_carry')
      .set({ remainder })
      .where('account_id', '=', accountId)
      .where('rule_id', '=', earning.ruleId)
      .execute();
  }
  return points;
}
