import type { AccountBalance, AccountInfo } from '@nfx/api-contract';
import { wireMoney } from '@nfx/money';
import type { AccountRow } from '../../db/tables/account';
import type { PlayerBalances } from '../../wallet';

/**
 * The four balances of §3 from the ledger (`app.wallet.balances` in the account's currency).
 * Fun money is per browser (`demo_wallets`), not per account, so the account's is 0.
 */
export function balancesOf(balances: PlayerBalances): AccountBalance {
  return {
    balance_main: wireMoney(balances.main, balances.currency),
    balance_bonus: wireMoney(balances.bonus, balances.currency),
    balance_betting_bonus: wireMoney(balances.bettingBonus, balances.currency),
    balance_fun: wireMoney(0, balances.currency),
  };
}

/** Account info of §3; `uid` 0 means anonymous (§4: authenticated means uid > 0). */
export function accountInfoOf(account: AccountRow, balances: PlayerBalances): AccountInfo {
  return {
    uid: account.id,
    reg_time: account.reg_time.toISOString(),
    login: account.login,
    fakename: account.fakename ?? '',
    is_subscribed: account.is_subscribed,
    ...balancesOf(balances),
    is_on_verification: account.is_on_verification,
    is_verified: account.is_verified,
    is_kyc_block_enabled: account.is_kyc_block_enabled,
    is_registration_completed: account.is_registration_completed,
    country_code: account.country_code ?? '',
    locale: account.locale,
    two_factor_auth: account.two_factor_enabled,
  };
}

export function anonymousAccountInfo(locale: string, currency = 'USD'): AccountInfo {
  const zero = wireMoney(0, currency);
  return {
    uid: 0,
    reg_time: '',
    login: '',
    fakename: '',
    is_subscribed: false,
    balance_main: zero,
    balance_bonus: zero,
    balance_betting_bonus: zero,
    balance_fun: zero,
    is_on_verification: false,
    is_verified: false,
    is_kyc_block_enabled: false,
    is_registration_completed: false,
    country_code: '',
    locale,
    two_factor_auth: false,
  };
}
