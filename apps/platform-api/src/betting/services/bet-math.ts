import type { Outcome } from '../../db/tables/betting';

/** The combined price (hundredths) of legs priced in hundredths, rounded down to a hundredth. */
export function combinedPrice(prices: readonly number[]): number {
  const product = prices.reduce((total, price) => total * BigInt(price), 1n);
  return Number(product / 100n ** BigInt(Math.max(0, prices.length - 1)));
}

/** What a stake returns at a price (hundredths), rounded down to a minor unit. */
export function payoutOf(stake: number, price: number): number {
  return Number((BigInt(stake) * BigInt(price)) / 100n);
}

export type BetDecision = { status: 'open' } | { status: 'won' | 'lost' | 'void'; payout: number };

/**
 * A bet's fate from its legs: lost as soon as one leg lost; open while a leg is undecided;
 * otherwise won at the combined price of the legs that won (a void leg counts as 1.00), or void
 * (the stake back) when every leg was void.
 */
export function decide(stake: number, legs: readonly { price: number; outcome: Outcome | null }[]): BetDecision {
  if (legs.some((leg) => leg.outcome === 'lost')) return { status: 'lost', payout: 0 };
  if (legs.some((leg) => leg.outcome === null)) return { status: 'open' };
  const won = legs.filter((leg) => leg.outcome === 'won').map((leg) => leg.price);
  if (won.length === 0) return { status: 'void', payout: stake };
  return { status: 'won', payout: payoutOf(stake, combinedPrice(won)) };
}

/**
 * A free bet's fate: as `decide`, but its stake is never returned ("stake not returned", the
 * industry's rule): a win pays the winnings only, a void pays nothing here.
 */
export function freeBetDecision(stake: number, legs: readonly { price: number; outcome: Outcome | null }[]): BetDecision {
  const decision = decide(stake, legs);
  if (decision.status === 'open') return decision;
  if (decision.status === 'won') return { status: 'won', payout: Math.max(0, decision.payout - stake) };
  return { status: decision.status, payout: 0 };
}
