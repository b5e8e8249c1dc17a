import { roundBalance } from '@nfx/format';
import { type AccountBalance, BALANCE_FIELDS } from './types';

/**
 * Spec §3: balances are rounded to 2 decimals when read, so every screen shows and compares
 * the same figure. Number() because amounts have been seen as numeric strings on the wire.
 */
export function roundBalances<T extends Partial<AccountBalance>>(data: T): T {
  const rounded: Partial<AccountBalance> = { ...data };
  for (const field of BALANCE_FIELDS) {
    const money = data[field];
    if (money) rounded[field] = { ...money, amount: roundBalance(Number(money.amount)) };
  }
  return rounded as T;
}
