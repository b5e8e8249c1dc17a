import { sql } from 'kysely';
import { DEMO_PLAYER, DEMO_PLAYER_FUNDS } from '../../src/seed/account';
import { api, registerPlayer } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { setPlayerBalance } from './fund-player';

/**
 * The callers on the ledger: the slot's bets and wins are transfers keyed by the round, the
 * account calls read the ledger, the demo player is funded through it, `round.played` is recorded
 * with the round, and no balance column is written any more.
 */
describe('the wallet cut-over', () => {
  let testApp: TestApp;
  let sysname: string;
  beforeAll(async () => {
    testApp = await createTestApp();
    const [game] = (await api(testApp.app, 'GET', 'games/get', { query: { options: JSON.stringify({ category: 'slots', count: 1 }) } }))
      .body.payload.items;
    sysname = game.sysname;
  }, 90_000);
  afterAll(() => testApp.close());

  const db = () => testApp.database.db;
  const spin = (cookie: string, key: string, mode = 'play') =>
    api(testApp.app, 'POST', 'slot/spin', { body: { sysname, mode, stake: '1.00' }, cookie, headers: { 'idempotency-key': key } });

  it('funds the demo player with opening-balance transfers, which sign-in and getBalance read', async () => {
    const login = await api(testApp.app, 'POST', 'auth/login', { body: { login: DEMO_PLAYER.login, password: DEMO_PLAYER.password } });
    expect(login.body.payload).toMatchObject({
      balance_main: { amount: DEMO_PLAYER_FUNDS.main / 100, currency: 'USD' },
      balance_bonus: { amount: DEMO_PLAYER_FUNDS.bonus / 100, currency: 'USD' },
    });
    const balance = await api(testApp.app, 'GET', 'account/getBalance', { cookie: login.setSession });
    expect(balance.body.payload.balance_main).toEqual({ amount: 1000, currency: 'USD' });
    const seeded = await db()
      .selectFrom('ledger_transfers')
      .select(['idempotency_key', 'kind', 'amount'])
      .where('idempotency_key', 'like', 'seed:demo-player:%')
      .orderBy('idempotency_key')
      .execute();
    expect(seeded.map((row) => [row.idempotency_key, row.kind, Number(row.amount)])).toEqual([
      ['seed:demo-player:bonus', 'opening_balance', DEMO_PLAYER_FUNDS.bonus],
      ['seed:demo-player:main', 'opening_balance', DEMO_PLAYER_FUNDS.main],
    ]);
  });

  it('moves a real spin as a bet and a win transfer of the round, records round.played, and writes no balance column', async () => {
    const player = await registerPlayer(testApp.app);
    await setPlayerBalance(testApp.app.wallet, db(), player.uid, 'EUR', 5_000);
    let won = 0;
    for (let index = 0; index < 8; index += 1) {
      const result = await spin(player.cookie, `cutover-${player.uid}-${index}`);
      expect(result.body.status).toBe('ok');
      won += Math.round(result.body.payload.win.amount * 100);
      const roundId = result.body.payload.round_id as number;
      const transfers = await db()
        .selectFrom('ledger_transfers')
        .select(['idempotency_key', 'kind', 'amount', 'debit_balance_after', 'credit_balance_after'])
        .where('reference_type', '=', 'game_round')
        .where('reference_id', '=', String(roundId))
        .orderBy('id')
        .execute();
      expect(transfers[0]).toMatchObject({ idempotency_key: `round:${roundId}:bet`, kind: 'bet' });
      expect(Number(transfers[0]!.amount)).toBe(100);
      const win = Math.round(result.body.payload.win.amount * 100);
      expect(transfers).toHaveLength(win > 0 ? 2 : 1);
      const lastPlayerBalance = win > 0 ? transfers[1]!.credit_balance_after : transfers[0]!.debit_balance_after;
      expect(Number(lastPlayerBalance)).toBe(Math.round(result.body.payload.balance.amount * 100));
      const events = await db()
        .selectFrom('domain_events')
        .select(['payload'])
        .where('type', '=', 'round.played')
        .where('key', '=', String(roundId))
        .execute();
      expect(events).toHaveLength(1);
      const payload = typeof events[0]!.payload === 'string' ? JSON.parse(events[0]!.payload) : events[0]!.payload;
      expect(payload).toEqual({ accountId: player.uid, roundId, gameId: expect.any(Number), stake: 100, win, currency: 'EUR' });
    }
    const info = await api(testApp.app, 'GET', 'account/getInfo', { cookie: player.cookie });
    expect(info.body.payload.balance_main).toEqual({ amount: (5_000 - 800 + won) / 100, currency: 'EUR' });
    const columns = await db()
      .selectFrom('accounts')
      .select(['balance_main', 'balance_bonus'])
      .where('id', '=', player.uid)
      .executeTakeFirstOrThrow();
    expect([Number(columns.balance_main), Number(columns.balance_bonus)]).toEqual([0, 0]);
    expect(await testApp.app.wallet.audit(db())).toEqual({ unbalancedCurrencies: [], cacheMismatches: [], negativeAccounts: [] });
  });

  it('records no event and no transfer for fun money', async () => {
    const player = await registerPlayer(testApp.app);
    const before = await sql<{ n: string }>`select count(*) as n from ledger_transfers`.execute(db());
    const demo = await spin(player.cookie, `cutover-demo-${player.uid}`, 'demo');
    expect(demo.body.status).toBe('ok');
    const after = await sql<{ n: string }>`select count(*) as n from ledger_transfers`.execute(db());
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
    const events = await db()
      .selectFrom('domain_events')
      .select('id')
      .where('type', '=', 'round.played')
      .where('key', '=', String(demo.body.payload.round_id))
      .execute();
    expect(events).toEqual([]);
  });

  it('refuses a stake the ledger balance does not cover, moving nothing', async () => {
    const player = await registerPlayer(testApp.app);
    await setPlayerBalance(testApp.app.wallet, db(), player.uid, 'EUR', 50);
    const refused = await spin(player.cookie, `cutover-broke-${player.uid}`);
    expect(refused.body.error.type).toBe('UserNeedDepositException');
    expect((await testApp.app.wallet.balances(db(), player.uid, 'EUR')).main).toBe(50);
    expect(await db().selectFrom('game_rounds').select('id').where('account_id', '=', player.uid).execute()).toEqual([]);
  });

  it('refuses setCurrency while the balance holds money (the ledger never converts)', async () => {
    const player = await registerPlayer(testApp.app);
    await setPlayerBalance(testApp.app.wallet, db(), player.uid, 'EUR', 1);
    const refused = await api(testApp.app, 'POST', 'account/setCurrency', { body: { currency: 'USD' }, cookie: player.cookie });
    expect(refused.body.error).toMatchObject({ type: 'InvalidRequestException', code: 'currency_locked' });
  });
});
