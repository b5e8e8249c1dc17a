import type { AccountInfo } from '@nfx/session';

/** A EUR amount as the API answers it. */
export const money = (amount: number) => ({ amount, currency: 'EUR' });

/**
 * `account.getInfo` as the shell's tests need it: a signed-in demo player with €25 (uid > 0), or
 * the visitor's answer (uid 0); `extra` adds or changes fields.
 */
export function accountInfo(uid: number, extra: Partial<AccountInfo> = {}): AccountInfo {
  return {
    uid,
    login: uid ? 'demo@example.com' : '',
    fakename: '',
    locale: 'en',
    balance_main: money(25),
    balance_bonus: money(0),
    balance_betting_bonus: money(0),
    balance_fun: { amount: 0, currency: 'FUN' },
    ...extra,
  } as AccountInfo;
}
