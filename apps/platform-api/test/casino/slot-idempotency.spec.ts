import { api, forgetCached, registerPlayer } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** A retried or doubled real-money spin plays once (Idempotency-Key, `src/http/idempotency.ts`). */
describe('slot.spin idempotency', () => {
  let testApp: TestApp;
  let sysname: string;
  beforeAll(async () => {
    testApp = await createTestApp();
    const [game] = (await api(testApp.app, 'GET', 'games/get', { query: { options: JSON.stringify({ category: 'slots', count: 1 }) } })).body.payload.items;
    sysname = game.sysname;
  }, 90_000);
  afterAll(() => testApp.close());

  async function fundedPlayer() {
    const player = await registerPlayer(testApp.app);
    await testApp.database.db.updateTable('accounts').set({ balance_main: 10_000 }).where('id', '=', player.uid).execute();
    forgetCached(testApp.app, player.uid);
    return player;
  }
  const spin = (cookie: string, key: string | undefined, stake = '1.00') =>
    api(testApp.app, 'POST', 'slot/spin', { body: { sysname, mode: 'play', stake }, cookie, headers: key === undefined ? {} : { 'idempotency-key': key } });
  const rounds = async (accountId: number) => (await testApp.database.db.selectFrom('game_rounds').select('id').where('account_id', '=', accountId).execute()).length;
  const balance = async (accountId: number) => (await testApp.database.db.selectFrom('accounts').select('balance_main').where('id', '=', accountId).executeTakeFirstOrThrow()).balance_main;

  it('answers a retry with the first result and moves the money once', async () => {
    const player = await fundedPlayer();
    const first = await spin(player.cookie, 'retry-1');
    const retry = await spin(player.cookie, 'retry-1');
    expect(first.body.status).toBe('ok');
    expect(retry.body).toEqual(first.body);
    expect(await rounds(player.uid)).toBe(1);
    const { stake, win } = first.body.payload;
    expect(await balance(player.uid)).toBe(10_000 - Math.round(stake.amount * 100) + Math.round(win.amount * 100));
  });

  it('plays five concurrent identical requests once', async () => {
    const player = await fundedPlayer();
    const answers = await Promise.all(Array.from({ length: 5 }, () => spin(player.cookie, 'burst-1')));
    expect(new Set(answers.map((answer) => answer.body.payload?.round_id)).size).toBe(1);
    expect(await rounds(player.uid)).toBe(1);
  });

  it('refuses the same key for another stake, and moves nothing', async () => {
    const player = await fundedPlayer();
    await spin(player.cookie, 'reused-1', '1.00');
    const before = await balance(player.uid);
    const reused = await spin(player.cookie, 'reused-1', '2.00');
    expect(reused.statusCode).toBe(400);
    expect(reused.body.error).toMatchObject({ type: 'InvalidRequestException', code: 'idempotency_key_reused' });
    expect(await balance(player.uid)).toBe(before);
    expect(await rounds(player.uid)).toBe(1);
  });

  it('keeps keys apart per account', async () => {
    const [one, two] = [await fundedPlayer(), await fundedPlayer()];
    const first = await spin(one.cookie, 'shared-key');
    const second = await spin(two.cookie, 'shared-key');
    expect(second.body.payload.round_id).not.toBe(first.body.payload.round_id);
    expect(await rounds(two.uid)).toBe(1);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['too long', 'k'.repeat(256)],
    ['with spaces', 'two words'],
  ])('refuses a %s key and plays nothing', async (_name, key) => {
    const player = await fundedPlayer();
    const answer = await spin(player.cookie, key);
    expect(answer.statusCode).toBe(400);
    expect(answer.body.error.invalid_parameters).toHaveProperty('Idempotency-Key');
    expect(await rounds(player.uid)).toBe(0);
  });

  it('replays a failed first attempt as a fresh one (a rolled-back spin keeps no key)', async () => {
    const player = await registerPlayer(testApp.app);
    const broke = await spin(player.cookie, 'after-deposit');
    expect(broke.body.error.type).toBe('UserNeedDepositException');
    await testApp.database.db.updateTable('accounts').set({ balance_main: 500 }).where('id', '=', player.uid).execute();
    forgetCached(testApp.app, player.uid);
    expect((await spin(player.cookie, 'after-deposit')).body.status).toBe('ok');
  });

  it('ignores the key in demo mode (fun money)', async () => {
    const demo = await api(testApp.app, 'POST', 'slot/spin', { body: { sysname, mode: 'demo', stake: '1.00' } });
    expect(demo.body.status).toBe('ok');
  });
});
