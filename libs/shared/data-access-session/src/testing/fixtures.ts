import type { AccountInfo } from '../types';

export function accountInfo(overrides: Partial<AccountInfo> = {}): AccountInfo {
  return {
    uid: 42,
    reg_time: '2024-03-05T14:30:00Z',
    login: 'player@example.com',
    fakename: 'LuckyTom',
    is_subscribed: true,
    balance_main: { amount: 1234.5, currency: 'USD' },
    balance_bonus: { amount: 0, currency: 'USD' },
    balance_betting_bonus: { amount: 0, currency: 'USD' },
    balance_fun: { amount: 1000, currency: 'FUN' },
    is_on_verification: false,
    is_verified: true,
    is_kyc_block_enabled: false,
    is_registration_completed: true,
    country_code: 'LV',
    locale: 'lv',
    two_factor_auth: false,
    ...overrides,
  };
}

export const visitor = (): AccountInfo => accountInfo({ uid: 0, login: '', fakename: '' });
