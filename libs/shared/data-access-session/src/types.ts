import type { AccountBalance } from '@nfx/api-contract';

/** Account info (spec §3) and its four balances, as the contract declares them; an anonymous visitor has uid 0. */
export type { AccountBalance, AccountInfo } from '@nfx/api-contract';

export const BALANCE_FIELDS = [
  'balance_main',
  'balance_bonus',
  'balance_betting_bonus',
  'balance_fun',
] as const satisfies readonly (keyof AccountBalance)[];
export type BalanceField = (typeof BALANCE_FIELDS)[number];
