import { installFakeApi, ok } from '@nfx/api-client/testing';

const money = (amount: number) => ({ amount, currency: 'EUR' });

/**
 * A signed-in player, general info with the site-wide inactivity time off and a 10 s cashier time,
 * and sign-out answering; the other calls answer "not found".
 */
export function signedInWithCashierTimeout() {
  return installFakeApi({
    '/api/account/getInfo': () =>
      ok({
        uid: 7,
        login: 'demo@example.com',
        locale: 'en',
        balance_main: money(25),
        balance_bonus: money(0),
        balance_betting_bonus: money(0),
      }),
    '/api/metadata/getgeneralinfo': () => ok({ time_to_force_logout: 0, user_inactivity_cashier_time: 10 }),
    '/api/auth/logout': () => ok(true),
  });
}
