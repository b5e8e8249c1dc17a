import { ApiError } from '@nfx/errors';
import { fundPlayer } from '../wallet/fund-player';
import { api, forgetCached, registerPlayer } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

type Player = Awaited<ReturnType<typeof registerPlayer>>;
const HOUR = 60 * 60 * 1000;

describe('player protection: limits, time-out and self-exclusion, reality checks, audit', () => {
  let testApp: TestApp;
  let sysname: string;
  beforeAll(async () => {
    testApp = await createTestApp();
    const games = await api(testApp.app, 'GET', 'games/get', { query: { options: JSON.stringify({ category: 'slots', count: 1 }) } });
    sysname = games.body.payload.items[0].sysname;
  }, 90_000);
  afterAll(() => testApp.close());
  const app = () => testApp.app;
  const db = () => testApp.database.db;
  const as = (player: Player, verb: 'GET' | 'POST', path: string, body?: Record<string, string | number>) =>
    api(
      app(),
      verb,
      path,
      verb === 'GET' ? { cookie: player.cookie, query: body as Record<string, string> } : { cookie: player.cookie, body },
    );
  const protectionOf = async (player: Player) => (await as(player, 'GET', 'account/getProtection')).body.payload;
  /** Money in the old balance column and in the ledger, so the spin finds it before and after its move onto the ledger. */
  const fund = async (player: Player, minor: number) => {
    await db().updateTable('accounts').set({ balance_main: minor }).where('id', '=', player.uid).execute();
    forgetCached(app(), player.uid);
    await fundPlayer(app().wallet, db(), player.uid, 'EUR', minor);
  };
  const bet = async (player: Player, minor: number, kind: 'bet' | 'win' = 'bet') => {
    const main = await app().wallet.accounts.player(db(), player.uid, 'main', 'EUR');
    const house = await app().wallet.accounts.house(db(), 'EUR', player.uid);
    const [from, to] = kind === 'bet' ? [main, house] : [house, main];
    await app().wallet.transfer(db(), { key: `test-${kind}:${player.uid}:${Math.random()}`, kind, from, to, amount: minor });
  };
  let spins = 0;
  const spin = (player: Player, stake = '1.00') =>
    api(app(), 'POST', 'slot/spin', {
      cookie: player.cookie,
      body: { sysname, mode: 'play', stake },
      headers: { 'idempotency-key': `protection-spin-${(spins += 1)}-${Date.now()}` },
    });
  const snapshot = async (player: Player) => ({
    column: (await db().selectFrom('accounts').select('balance_main').where('id', '=', player.uid).executeTakeFirstOrThrow()).balance_main,
    ledger: (await app().wallet.balances(db(), player.uid, 'EUR')).main,
    rounds: (await db().selectFrom('game_rounds').select('id').where('account_id', '=', player.uid).execute()).length,
  });
  const refusal = async (work: Promise<unknown>) => {
    try {
      await work;
    } catch (error) {
      if (error instanceof ApiError) return { type: error.type, code: error.code, data: error.errorData };
      throw error;
    }
    return undefined;
  };
  const mayDeposit = (player: Player, amount: number) =>
    refusal(
      db()
        .transaction()
        .execute((trx) => app().playerProtection.assertMayDeposit(trx, { accountId: player.uid, amount, currency: 'EUR' })),
    );
  const mayStake = (player: Player, amount: number) =>
    refusal(
      db()
        .transaction()
        .execute((trx) => app().playerProtection.assertMayStake(trx, { accountId: player.uid, amount, currency: 'EUR' })),
    );
  /** Moves a waiting change's cooling-off into the past, as if 24 hours went by. */
  const coolOff = (player: Player) =>
    db()
      .updateTable('player_limits')
      .set({ pending_applies_at: new Date(Date.now() - 1000) })
      .where('account_id', '=', player.uid)
      .execute();

  it('answers every call only to a signed-in player', async () => {
    for (const [verb, path] of [
      ['GET', 'account/getProtection'],
      ['GET', 'account/getRealityCheck'],
      ['GET', 'account/getProtectionHistory'],
      ['POST', 'account/setProtectionLimit'],
      ['POST', 'account/removeProtectionLimit'],
      ['POST', 'account/selfExclude'],
      ['POST', 'account/setRealityCheck'],
    ] as const) {
      expect((await api(app(), verb, path)).body.error.type).toBe('AuthorizationException');
    }
  });

  it('reports no deposit limit as period none, and a new one truthfully with what is left in its window', async () => {
    const player = await registerPlayer(app());
    expect((await as(player, 'GET', 'account/getDepositLimit')).body.payload).toEqual({
      available_amount: null,
      can_edit: true,
      expired_at: null,
      limit_amount: null,
      period: 'none',
    });
    const set = await as(player, 'POST', 'account/setProtectionLimit', { kind: 'deposit', amount: '100', period: '7d' });
    expect(set.body.payload).toEqual({ kind: 'deposit', immediate: true, applies_at: expect.any(String) });
    const before = Date.now();
    await fund(player, 3_000);
    const limit = (await as(player, 'GET', 'account/getDepositLimit')).body.payload;
    expect(limit).toMatchObject({
      available_amount: { amount: 70, currency: 'EUR' },
      limit_amount: { amount: 100, currency: 'EUR' },
      period: '7d',
    });
    const freesAt = Date.parse(limit.expired_at);
    expect(freesAt).toBeGreaterThanOrEqual(before + 7 * 24 * HOUR - 5000);
    expect(freesAt).toBeLessThanOrEqual(Date.now() + 7 * 24 * HOUR);

    expect(await mayDeposit(player, 7_000)).toBeUndefined();
    expect(await mayDeposit(player, 7_001)).toEqual({
      type: 'BillingDepositLimitExceeded',
      code: undefined,
      data: { available_amount: 70, limit_amount: 100, currency: 'EUR', expired_at: limit.expired_at },
    });
  });

  it('lowers a limit at once, and raises or removes it only after 24 hours, saying when', async () => {
    const player = await registerPlayer(app());
    await as(player, 'POST', 'account/setProtectionLimit', { kind: 'deposit', amount: '100', period: '7d' });
    const raise = (await as(player, 'POST', 'account/setProtectionLimit', { kind: 'deposit', amount: '500', period: '7d' })).body.payload;
    expect(raise.immediate).toBe(false);
    expect(Math.abs(Date.parse(raise.applies_at) - Date.now() - 24 * HOUR)).toBeLessThan(5000);
    expect((await protectionOf(player)).limits).toEqual([
      expect.objectContaining({
        kind: 'deposit',
        amount: 100,
        period: '7d',
        pending: { amount: 500, period: '7d', removal: false, applies_at: raise.applies_at },
      }),
    ]);
    expect(await mayDeposit(player, 10_001)).toMatchObject({ type: 'BillingDepositLimitExceeded' });

    // A shorter period is looser too (a 1-day window holds less history than a 7-day one).
    expect(
      (await as(player, 'POST', 'account/setProtectionLimit', { kind: 'deposit', amount: '100', period: '1d' })).body.payload.immediate,
    ).toBe(false);
    // Lowering applies now and drops the waiting raise.
    expect(
      (await as(player, 'POST', 'account/setProtectionLimit', { kind: 'deposit', amount: '50', period: '30d' })).body.payload.immediate,
    ).toBe(true);
    expect((await protectionOf(player)).limits[0]).toMatchObject({ amount: 50, period: '30d', pending: null });

    const removal = (await as(player, 'POST', 'account/removeProtectionLimit', { kind: 'deposit' })).body.payload;
    expect(removal).toMatchObject({ kind: 'deposit', immediate: false });
    expect((await protectionOf(player)).limits[0].pending).toMatchObject({ removal: true, amount: null });
    expect(await mayDeposit(player, 5_001)).toMatchObject({ type: 'BillingDepositLimitExceeded' });
    await coolOff(player);
    expect((await protectionOf(player)).limits).toEqual([]);
    expect(await mayDeposit(player, 1_000_000)).toBeUndefined();
    expect((await as(player, 'GET', 'account/getDepositLimit')).body.payload.period).toBe('none');
  });

  it('applies a raise once its cooling-off has passed', async () => {
    const player = await registerPlayer(app());
    await as(player, 'POST', 'account/setProtectionLimit', { kind: 'wager', amount: '10', period: '1d' });
    await as(player, 'POST', 'account/setProtectionLimit', { kind: 'wager', amount: '20', period: '1d' });
    expect(await mayStake(player, 1_500)).toMatchObject({ type: 'InvalidRequest', code: 'wager_limit_reached' });
    await coolOff(player);
    expect(await mayStake(player, 1_500)).toBeUndefined();
    expect((await protectionOf(player)).limits[0]).toMatchObject({ kind: 'wager', amount: 20, pending: null });
  });

  it('counts wagers and net losses from the ledger against their limits', async () => {
    const player = await registerPlayer(app());
    await fund(player, 10_000);
    await as(player, 'POST', 'account/setProtectionLimit', { kind: 'loss', amount: '20', period: '1d' });
    await as(player, 'POST', 'account/setProtectionLimit', { kind: 'wager', amount: '50', period: '7d' });
    await bet(player, 1_500);
    await bet(player, 1_000, 'win');
    // Lost 5 of 20, wagered 15 of 50.
    const limits = (await protectionOf(player)).limits;
    expect(limits.find((limit: { kind: string }) => limit.kind === 'loss')).toMatchObject({ used: 5, available: 15 });
    expect(limits.find((limit: { kind: string }) => limit.kind === 'wager')).toMatchObject({ used: 15, available: 35 });
    expect(await mayStake(player, 1_500)).toBeUndefined();
    expect(await mayStake(player, 1_501)).toMatchObject({ code: 'loss_limit_reached', data: { available_amount: 15 } });
    // Winning back more than was lost leaves the whole loss limit, not more.
    await bet(player, 2_000, 'win');
    expect(await mayStake(player, 2_000)).toBeUndefined();
    expect(await mayStake(player, 2_001)).toMatchObject({ code: 'loss_limit_reached', data: { available_amount: 20 } });
    await bet(player, 1_000, 'win');
    await bet(player, 3_000);
    // Wagered 45 of 50, lost 5 of 20: the wager limit binds first.
    expect(await mayStake(player, 500)).toBeUndefined();
    expect(await mayStake(player, 501)).toMatchObject({ code: 'wager_limit_reached', data: { available_amount: 5 } });
  });

  it('refuses a spin over the wager limit, and one after the session-time limit, with nothing moved', async () => {
    const player = await registerPlayer(app());
    await fund(player, 10_000);
    await as(player, 'POST', 'account/setProtectionLimit', { kind: 'wager', amount: '1', period: '1d' });
    const before = await snapshot(player);
    expect((await spin(player, '2.00')).body.error).toMatchObject({ type: 'InvalidRequestException', code: 'wager_limit_reached' });
    expect(await snapshot(player)).toEqual(before);

    const sessions = await registerPlayer(app());
    await fund(sessions, 10_000);
    expect((await as(sessions, 'POST', 'account/setProtectionLimit', { kind: 'session', amount: 5 })).body.payload.immediate).toBe(true);
    expect((await spin(sessions)).body.status).toBe('ok');
    await db()
      .updateTable('sessions')
      .set({ created_at: new Date(Date.now() - 6 * 60_000) })
      .where('account_id', '=', sessions.uid)
      .execute();
    app().players.forgetSessions(sessions.uid);
    const after = await snapshot(sessions);
    expect((await spin(sessions)).body.error).toMatchObject({ type: 'InvalidRequestException', code: 'session_limit_reached' });
    expect(await snapshot(sessions)).toEqual(after);
    expect((await protectionOf(sessions)).limits[0]).toMatchObject({ kind: 'session', amount: 5, used: 6, available: 0 });
  });

  it('refuses bad limits with localized field errors and stores nothing', async () => {
    const player = await registerPlayer(app());
    for (const body of [
      { kind: 'deposit', amount: '100' },
      { kind: 'deposit', amount: '0', period: '7d' },
      { kind: 'loss', amount: '10', period: '3d' },
      { kind: 'session', amount: 2 },
      { kind: 'session', amount: 721 },
      { kind: 'bonus', amount: '10', period: '7d' },
    ]) {
      const result = await as(player, 'POST', 'account/setProtectionLimit', body as Record<string, string | number>);
      expect(result.statusCode).toBe(400);
      expect(result.body.error.type).toBe('InvalidParameterException');
    }
    expect((await protectionOf(player)).limits).toEqual([]);
    expect((await as(player, 'POST', 'account/removeProtectionLimit', { kind: 'deposit' })).body.payload).toBeNull();
    expect((await as(player, 'POST', 'account/setRealityCheck', { minutes: 7 })).statusCode).toBe(400);
  });

  it('self-excludes only with the password, then refuses play, deposits, marketing and changes until the end', async () => {
    const player = await registerPlayer(app(), { notify: '1' });
    await fund(player, 10_000);
    const wrong = await as(player, 'POST', 'account/selfExclude', { period: '6m', password: 'not-it' });
    expect(wrong.body.error).toMatchObject({
      type: 'InvalidParameterException',
      invalid_parameters: { password: ['validation.password'] },
    });
    expect((await protectionOf(player)).exclusion).toBeNull();
    expect((await as(player, 'POST', 'account/selfExclude', { period: '2w', password: player.password })).statusCode).toBe(400);

    const excluded = await as(player, 'POST', 'account/selfExclude', { period: '6m', password: player.password });
    expect(excluded.body.payload).toMatchObject({ kind: 'self_exclusion', permanent: false });
    const endsAt = excluded.body.payload.ends_at as string;
    const sixMonths = new Date(excluded.body.payload.started_at);
    sixMonths.setUTCMonth(sixMonths.getUTCMonth() + 6);
    expect(endsAt).toBe(sixMonths.toISOString());

    // A self-excluded player's spin is refused with nothing moved.
    const before = await snapshot(player);
    const refused = await spin(player);
    expect(refused.statusCode).toBe(400);
    expect(refused.body.error).toMatchObject({
      type: 'InvalidRequestException',
      code: 'self_excluded',
      error_data: { kind: 'self_exclusion', ends_at: endsAt, permanent: false },
    });
    expect(await snapshot(player)).toEqual(before);
    expect(await mayDeposit(player, 100)).toMatchObject({ type: 'InvalidRequest', code: 'self_excluded' });
    expect(await app().playerProtection.isExcluded(db(), player.uid)).toBe(true);

    // Marketing stopped on every channel and cannot be switched back on before the end.
    expect((await as(player, 'GET', 'account/getInfo')).body.payload.is_subscribed).toBe(false);
    const resubscribe = await as(player, 'POST', 'account/changeSubscription', { contact: player.email, subscription: 1 });
    expect(resubscribe.body.error).toMatchObject({ code: 'marketing_blocked' });

    // Not shortened, not undone, no limits loosened meanwhile; only made longer.
    expect((await as(player, 'POST', 'account/selfExclude', { period: '3m', password: player.password })).body.error).toMatchObject({
      code: 'exclusion_not_longer',
    });
    expect((await as(player, 'POST', 'account/setProtectionLimit', { kind: 'deposit', amount: '10', period: '1d' })).body.error.code).toBe(
      'self_excluded',
    );
    expect((await as(player, 'GET', 'account/getDepositLimit')).body.payload.can_edit).toBe(false);
    const permanent = await as(player, 'POST', 'account/selfExclude', { period: 'permanent', password: player.password });
    expect(permanent.body.payload).toMatchObject({ kind: 'self_exclusion', ends_at: null, permanent: true });
    expect((await protectionOf(player)).exclusion).toEqual(permanent.body.payload);

    // Signing in still works (withdrawals stay possible), and the exclusion is there to show.
    const login = await api(app(), 'POST', 'auth/login', { body: { login: player.email, password: player.password } });
    expect(login.body.status).toBe('ok');
    expect((await api(app(), 'GET', 'account/getProtection', { cookie: login.setSession })).body.payload.exclusion.permanent).toBe(true);
  });

  it('ends a time-out at its end, after which play is possible again', async () => {
    const player = await registerPlayer(app());
    await fund(player, 10_000);
    const timeOut = (await as(player, 'POST', 'account/selfExclude', { period: '1d', password: player.password })).body.payload;
    expect(timeOut.kind).toBe('time_out');
    expect(Date.parse(timeOut.ends_at) - Date.parse(timeOut.started_at)).toBe(24 * HOUR);
    expect((await spin(player)).body.error.code).toBe('time_out');
    await db()
      .updateTable('player_protection')
      .set({ exclusion_ends_at: new Date(Date.now() - 1000) })
      .where('account_id', '=', player.uid)
      .execute();
    expect((await spin(player)).body.status).toBe('ok');
    expect((await protectionOf(player)).exclusion).toBeNull();
  });

  it('gives the reality check the session start and its net result from the ledger', async () => {
    const player = await registerPlayer(app());
    await fund(player, 10_000);
    expect((await as(player, 'POST', 'account/setRealityCheck', { minutes: 30 })).body.payload).toBe(1);
    await bet(player, 500);
    await bet(player, 200, 'win');
    const check = (await as(player, 'GET', 'account/getRealityCheck')).body.payload;
    expect(check).toMatchObject({
      interval_minutes: 30,
      staked: { amount: 5, currency: 'EUR' },
      won: { amount: 2, currency: 'EUR' },
      net: { amount: -3, currency: 'EUR' },
    });
    const session = await db().selectFrom('sessions').select('created_at').where('account_id', '=', player.uid).executeTakeFirstOrThrow();
    expect(check.session_started_at).toBe(session.created_at.toISOString());
    expect((await protectionOf(player)).reality_check_minutes).toBe(30);
    await as(player, 'POST', 'account/setRealityCheck', { minutes: 0 });
    expect((await protectionOf(player)).reality_check_minutes).toBeNull();
  });

  it('records every change in the audit list, newest first', async () => {
    const player = await registerPlayer(app());
    await as(player, 'POST', 'account/setProtectionLimit', { kind: 'deposit', amount: '1,000', period: '14d' });
    await as(player, 'POST', 'account/setProtectionLimit', { kind: 'deposit', amount: '2,000', period: '14d' });
    await as(player, 'POST', 'account/removeProtectionLimit', { kind: 'deposit' });
    await as(player, 'POST', 'account/setProtectionLimit', { kind: 'session', amount: 60 });
    await as(player, 'POST', 'account/setRealityCheck', { minutes: 15 });
    await as(player, 'POST', 'account/selfExclude', { period: '7d', password: player.password });
    const history = (await as(player, 'GET', 'account/getProtectionHistory')).body.payload;
    expect(history.total).toBe(6);
    expect(history.items.map((item: { action: string }) => item.action)).toEqual([
      'self_excluded',
      'reality_check_set',
      'limit_set',
      'limit_removal_requested',
      'limit_raise_requested',
      'limit_set',
    ]);
    expect(history.items[0]).toMatchObject({ kind: 'time_out', period: '7d', permanent: false, ends_at: expect.any(String) });
    expect(history.items[1]).toMatchObject({ minutes: 15 });
    expect(history.items[2]).toMatchObject({ kind: 'session', amount: 60, period: null });
    expect(history.items[2].currency).toBeUndefined();
    expect(history.items[4]).toMatchObject({
      kind: 'deposit',
      amount: 2000,
      currency: 'EUR',
      period: '14d',
      applies_at: expect.any(String),
    });
    expect(history.items[5]).toMatchObject({ kind: 'deposit', amount: 1000, period: '14d', created_at: expect.any(String) });
    const page = (await as(player, 'GET', 'account/getProtectionHistory', { offset: '4', limit: '5' })).body.payload;
    expect(page.items.map((item: { action: string }) => item.action)).toEqual(['limit_raise_requested', 'limit_set']);
  });
});
