/** How a real-money stake is paid: from the main balance, from the casino bonus balance, or both. */
export interface StakeSources {
  fromMain: number;
  fromBonus: number;
}

/**
 * Which balances pay a stake, by general info's `is_bonus_isolation_enabled`. Real money is
 * always spent first; the bonus balance is spent only when the main balance cannot pay.
 *
 * - Isolation off (shared balance): main and bonus money form one playable balance; the main
 *   balance pays what it can and the bonus balance the rest, so one stake may be split.
 * - Isolation on: the two never mix in a round; the main balance pays the whole stake while it
 *   can, and only when it cannot does the bonus balance pay the whole stake.
 *
 * Answers null when the balances cannot pay the stake under the rule.
 */
export function stakeSources(stake: number, balances: { main: number; bonus: number }, isolated: boolean): StakeSources | null {
  if (stake <= 0) return { fromMain: 0, fromBonus: 0 };
  if (balances.main >= stake) return { fromMain: stake, fromBonus: 0 };
  if (isolated) return balances.bonus >= stake ? { fromMain: 0, fromBonus: stake } : null;
  const fromMain = Math.max(0, balances.main);
  return balances.bonus >= stake - fromMain ? { fromMain, fromBonus: stake - fromMain } : null;
}

/**
 * A win goes back to the balances in the shares that paid the stake; the bonus balance's share is
 * rounded up, so money won with bonus money stays bonus money (under wagering) to the last cent.
 */
export function winShares(win: number, sources: StakeSources): StakeSources {
  const stake = sources.fromMain + sources.fromBonus;
  if (win <= 0 || sources.fromBonus === 0 || stake === 0) return { fromMain: win, fromBonus: 0 };
  const fromBonus = Math.ceil((win * sources.fromBonus) / stake);
  return { fromMain: win - fromBonus, fromBonus };
}
