import { api, registerPlayer } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { mainBalance, setPlayerBalance } from '../wallet/fund-player';

describe('slot game server', () => {
  let testApp: TestApp;
  let player: Awaited<ReturnType<typeof registerPlayer>>;
  let sysname: string;
  let gameId: number;
  beforeAll(async () => {
    testApp = await createTestApp();
    player = await registerPlayer(testApp.app);
    const [game] = (await api(testApp.app, 'GET', 'games/get', { query: { options: JSON.stringify({ category: 'slots', count: 1 }) } }))
      .body.payload.items;
    sysname = game.sysname;
    gameId = game.id;
  }, 90_000);
  afterAll(() => testApp.close());

  const db = () => testApp.database.db;
  const setBalance = (minor: number) => setPlayerBalance(testApp.app.wallet, db(), player.uid, 'EUR', minor);
  const balance = () => mainBalance(testApp.app.wallet, db(), player.uid, 'EUR');
  let keys = 0;
  const freshKey = () => `spin-${Date.now()}-${(keys += 1)}`;
  const spin = (body: Record<string, string | number>, cookie: string | undefined = player.cookie, key = freshKey()) =>
    api(testApp.app, 'POST', 'slot/spin', { body: { sysname, mode: 'play', ...body }, cookie, headers: { 'idempotency-key': key } });
  const roundsOf = () =>
    db().selectFrom('game_rounds').selectAll().where('account_id', '=', player.uid).where('mode', '=', 'play').orderBy('id').execute();

  it('debits the stake and credits the win exactly once per spin, with one bet and one win row', async () => {
    await setBalance(10_000);
    let expected = 10_000;
    for (let index = 0; index < 15; index += 1) {
      const result = await spin({ stake: '1.00' });
      expect(result.body.status).toBe('ok');
      const { stake, win, balance: reported } = result.body.payload;
      expected = expected - 100 + Math.round(win.amount * 100);
      expect(stake.amount).toBe(1);
      expect(Math.round(reported.amount * 100)).toBe(expected);
    }
    expect(await balance()).toBe(expected);
    const rounds = await roundsOf();
    expect(rounds).toHaveLength(15);
    const transactions = await db()
      .selectFrom('game_transactions')
      .selectAll()
      .where(
        'round_id',
        'in',
        rounds.map((round) => round.id),
      )
      .orderBy('id')
      .execute();
    expect(transactions).toHaveLength(30);
    for (const round of rounds) {
      const own = transactions.filter((row) => row.round_id === round.id);
      expect(own.map((row) => row.kind).sort()).toEqual(['bet', 'win']);
      const bet = own.find((row) => row.kind === 'bet');
      const win = own.find((row) => row.kind === 'win');
      expect(bet?.amount).toBe(100);
      expect(win?.amount).toBe(round.win);
      expect((win?.balance_after ?? 0) - (bet?.balance_after ?? 0)).toBe(round.win);
    }
    // The whole history adds up: start − stakes + wins = balance.
    expect(10_000 - rounds.reduce((sum, round) => sum + round.stake, 0) + rounds.reduce((sum, round) => sum + round.win, 0)).toBe(
      await balance(),
    );
  });

  it('refuses a stake larger than the balance and leaves the balance untouched', async () => {
    await setBalance(150);
    const before = (await roundsOf()).length;
    const refused = await spin({ stake: '2.00' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body.error.type).toBe('UserNeedDepositException');
    expect(await balance()).toBe(150);
    expect(await roundsOf()).toHaveLength(before);
  });

  it('play mode is for signed-in players only', async () => {
    const anonymous = await spin({ stake: '1.00' }, '');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body.error.type).toBe('AuthorizationException');
  });

  it.each([
    [{ stake: '0.33' }],
    [{ stake: '-1' }],
    [{ stake: 'lots' }],
    [{ stake: '1.00', mode: 'real' }],
    [{ stake: '1.00', sysname: 'no-such-game' }],
    [{ stake: '1.00', sysname: '../../x' }],
    [{ stake: '1.00', free_spin_pack_id: '999999' }],
  ])('answers 4xx to bad spin input %j', async (body) => {
    await setBalance(10_000);
    const result = await spin(body);
    expect(result.statusCode).toBeGreaterThanOrEqual(400);
    expect(result.statusCode).toBeLessThan(500);
    expect(await balance()).toBe(10_000);
  });

  it('feeds every jackpot pool from real stakes inside the spin', async () => {
    await setBalance(100_000);
    const pools = async () =>
      (await api(testApp.app, 'GET', 'Jackpots/get')).body.payload.items.map(
        (item: { value: { amount: number } }) => item.value.amount,
      ) as number[];
    const before = await pools();
    for (let index = 0; index < 5; index += 1) await spin({ stake: '50.00' });
    const after = await pools();
    // 50.00 EUR at 0.4 % is 0.20 EUR a spin into the mini pool: it must have grown (unless it dropped).
    const dropped = (await db().selectFrom('jackpot_wins').select('id').where('account_id', '=', player.uid).execute()).length > 0;
    if (!dropped) after.forEach((value, index) => expect(value).toBeGreaterThan(before[index] ?? Infinity));
  });

  it('uses a free spin without touching the balance', async () => {
    await setBalance(500);
    const pack = await db()
      .insertInto('free_spin_packs')
      .values({
        account_id: player.uid,
        game_id: gameId,
        total_count: 2,
        remaining_count: 2,
        stake: 20,
        currency: 'EUR',
        expires_at: new Date(Date.now() + 86_400_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const result = await spin({ stake: '1.00', free_spin_pack_id: pack.id });
    expect(result.body.payload.stake.amount).toBe(0.2);
    expect(result.body.payload.free_spins_left).toBe(1);
    expect(await balance()).toBe(500 + Math.round(result.body.payload.win.amount * 100));
  });

  it('adds tournament points for real stakes on tournament games', async () => {
    const [tournament] = (await api(testApp.app, 'GET', 'tournaments/get', { query: { status: 'active' } })).body.payload.items;
    const [game] = (
      await api(testApp.app, 'GET', 'games/get', { query: { options: JSON.stringify({ tournament_id: tournament.id, count: 1 }) } })
    ).body.payload.items;
    await api(testApp.app, 'POST', 'tournaments/participate', { body: { tournament_id: tournament.id }, cookie: player.cookie });
    await setBalance(10_000);
    await api(testApp.app, 'POST', 'slot/spin', {
      body: { sysname: game.sysname, mode: 'play', stake: '10.00' },
      cookie: player.cookie,
      headers: { 'idempotency-key': freshKey() },
    });
    const board = await api(testApp.app, 'GET', 'leaderboard/get', {
      query: { tournament_id: String(tournament.id) },
      cookie: player.cookie,
    });
    // 10.00 EUR is 10.87 USD: 108 points at 10 a dollar.
    expect(board.body.payload.me.points).toBe(108);
  });

  it('plays demo on a fun wallet kept per browser, never touching the real balance', async () => {
    await setBalance(700);
    const first = await api(testApp.app, 'POST', 'slot/spin', { body: { sysname, mode: 'demo', stake: '5.00' } });
    expect(first.body.payload.balance.currency).toBe('FUN');
    const cookie = first.response.cookies.find((entry) => entry.name === 'nfx_demo');
    expect(cookie?.httpOnly).toBe(true);
    const demoCookie = `nfx_demo=${cookie?.value}`;
    const second = await api(testApp.app, 'POST', 'slot/spin', { body: { sysname, mode: 'demo', stake: '5.00' }, cookie: demoCookie });
    expect(second.body.payload.balance.amount).toBeCloseTo(first.body.payload.balance.amount - 5 + second.body.payload.win.amount, 2);
    const state = await api(testApp.app, 'GET', 'slot/state', { query: { sysname, mode: 'demo' }, cookie: demoCookie });
    expect(state.body.payload.balance).toEqual(second.body.payload.balance);
    expect(await balance()).toBe(700);
  });

  it('answers the bonus balance beside main money, which pays a stake main money cannot', async () => {
    await setBalance(0);
    await setPlayerBalance(testApp.app.wallet, db(), player.uid, 'EUR', 500, 'bonus');
    const state = await api(testApp.app, 'GET', 'slot/state', { query: { sysname, mode: 'play' }, cookie: player.cookie });
    expect(state.body.payload.balance).toEqual({ amount: 0, currency: 'EUR' });
    expect(state.body.payload.bonus_balance).toEqual({ amount: 5, currency: 'EUR' });
    const result = await spin({ stake: '1.00' });
    expect(result.body.status).toBe('ok');
    const { win, balance: main, bonus_balance: bonus } = result.body.payload;
    // Main money paid nothing, so the whole win goes back to the bonus balance.
    expect(main.amount).toBe(0);
    expect(bonus.amount).toBeCloseTo(4 + win.amount, 2);
    expect(Math.round(bonus.amount * 100)).toBe((await testApp.app.wallet.balances(db(), player.uid, 'EUR')).bonus);
    const demo = await api(testApp.app, 'GET', 'slot/state', { query: { sysname, mode: 'demo' } });
    expect(demo.body.payload.bonus_balance).toBeNull();
    await setPlayerBalance(testApp.app.wallet, db(), player.uid, 'EUR', 0, 'bonus');
  });

  it('lists the history and exports it as CSV in the background', async () => {
    const history = await api(testApp.app, 'GET', 'games/getHistory', { query: { count: '5', mode: 'play' }, cookie: player.cookie });
    expect(history.body.payload.items).toHaveLength(5);
    const total = history.body.payload.total;
    expect((await api(testApp.app, 'GET', 'games/getHistory')).body.error.type).toBe('AuthorizationException');

    const created = await api(testApp.app, 'POST', 'games/createhistoryexportrequest', { body: {}, cookie: player.cookie });
    expect(created.body.payload.status).toBe('pending');
    const id = created.body.payload.id as number;
    let state = created.body.payload;
    for (let attempt = 0; attempt < 50 && state.status === 'pending'; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      state = (await api(testApp.app, 'GET', 'games/gethistoryexportrequest', { query: { id: String(id) }, cookie: player.cookie })).body
        .payload;
    }
    expect(state.status).toBe('ready');
    const download = await testApp.app.inject({ method: 'GET', url: state.download_url, headers: { cookie: player.cookie } });
    expect(download.headers['content-type']).toContain('text/csv');
    const lines = download.body.trim().split('\r\n');
    expect(lines[0]).toBe('round_id,date,game,mode,stake,win,currency');
    expect(lines.length - 1).toBeGreaterThanOrEqual(total);
    // Nobody else can fetch it.
    const other = await registerPlayer(testApp.app);
    expect((await testApp.app.inject({ method: 'GET', url: state.download_url, headers: { cookie: other.cookie } })).statusCode).toBe(400);
    expect(
      (await api(testApp.app, 'POST', 'games/createhistoryexportrequest', { body: { date_from: '2024-02-30' }, cookie: player.cookie }))
        .statusCode,
    ).toBe(400);
  });

  it('serves the game page with external script and style only, localized', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: `/platform/game/${sysname}/demo?locale=de` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('<script src="/platform/slot-assets/slot.js" defer></script>');
    expect(page.body).not.toMatch(/<script>(?!<\/script>)/);
    expect(page.body).toContain('Drehen');
    expect(page.body).toContain('lang="de"');
    const script = await testApp.app.inject({ method: 'GET', url: '/platform/slot-assets/slot.js' });
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body).toContain("postMessage({ type: 'nfx:balance-changed' }, location.origin)");
    expect((await testApp.app.inject({ method: 'GET', url: '/platform/game/no-such-game/play' })).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'GET', url: `/platform/game/${sysname}/cheat` })).statusCode).toBe(404);
  });
});
