import type { Money } from '@nfx/format';

export const BALANCE_FIELDS = ['balance_main', 'balance_bonus', 'balance_betting_bonus', 'balance_fun'] as const;
export type BalanceField = (typeof BALANCE_FIELDS)[number];

/** The four balances of an account, amounts rounded to cents. */
export type AccountBalance = Record<BalanceField, Money>;

/** Account info (spec §3). An anonymous visitor has uid 0. */
export interface AccountInfo extends AccountBalance {
  uid: number;
  /** Registration date-time as the API sends it. */
  reg_time: string;
  login: string;
  fakename: string;
  is_subscribed: boolean;
  is_on_verification: boolean;
  is_verified: boolean;
  is_kyc_block_enabled: boolean;
  is_registration_completed: boolean;
  country_code: string;
  locale: string;
  two_factor_auth: boolean;
}
