import { registerPlayer } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { fundPlayer } from './fund-player';

/** Areas reach the wallet through `app.wallet`, registered before them on the app's own database. */
describe('app.wallet', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  }, 90_000);
  afterAll(() => testApp.close());

  it("moves a registered player's money on the app's database and reads it back", async () => {
    const { app } = testApp;
    const player = await registerPlayer(app);
    const db = app.database.db;
    const main = await app.wallet.accounts.player(db, player.uid, 'main', 'EUR');
    const clearing = await app.wallet.accounts.clearing(db, 'demo-pay', 'EUR');
    await app.wallet.transfer(db, { key: `deposit-${player.uid}`, kind: 'deposit', from: clearing, to: main, amount: 2_000 });
    expect(await app.wallet.balances(db, player.uid, 'EUR')).toEqual({
      currency: 'EUR',
      main: 2_000,
      bonus: 0,
      bettingBonus: 0,
      pendingWithdrawal: 0,
    });
    await fundPlayer(app.wallet, db, player.uid, 'EUR', 500);
    expect((await app.wallet.balances(db, player.uid, 'EUR')).main).toBe(2_500);
    expect(await app.wallet.audit(db)).toEqual({ unbalancedCurrencies: [], cacheMismatches: [], negativeAccounts: [] });
  });
});
