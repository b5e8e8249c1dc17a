import { api, registerPlayer } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { fundPlayer, mainBalance, setPlayerBalance } from '../wallet/fund-player';

/** A retried or doubled real-money spin plays once (Idempotency-Key, `src/http/idempotency.ts`). */
describe('slot.spin idempotency', () => {
  let testApp: TestApp;
  let sysname: string;
  beforeAll(async () => {
    testApp = await createTestApp();
    const [game] = (await api(testApp.app, 'GET', 'games/get', { query: { options: JSON.stringify({ category: 'slots', count: 1 }) } }))
      .body.payload.items;
    sysname = game.sysname;
  }, 90_000);
  afterAll(() => testApp.close());

  async function fundedPlayer() {
    const player = await registerPlayer(testApp.app);
    await setPlayerBalance(testApp.app.wallet, testApp.database.db, player.uid, 'EUR', 10_000);
    return player;
  }
  const spin = (cookie: string, key: string | undefined, stake = '1.00') =>
    api(testApp.app, 'POST', 'slot/spin', {
      body: { sysname, mode: 'play', stake },
      cookie,
      headers: key === undefined ? {} : { 'idempotency-key': key },
    });
  const rounds = async (accountId: number) =>
    (await testApp.database.db.selectFrom('game_rounds').select('id').where('account_id', '=', accountId).execute()).length;
  const balance = (accountId: number) => mainBalance(testApp.app.wallet, testApp.database.db, accountId, 'EUR');

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

  it('plays five concurrent identical requests once, and answers all five with that spin', async () => {
    const player = await fundedPlayer();
    const answers = await Promise.all(Array.from({ length: 5 }, () => spin(player.cookie, 'burst-1')));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body.payload.round_id)).size).toBe(1);
    expect(await rounds(player.uid)).toBe(1);
    const { stake, win } = answers[0]!.body.payload;
    expect(await balance(player.uid)).toBe(10_000 - Math.round(stake.amount * 100) + Math.round(win.amount * 100));
  });

  // On PostgreSQL, claiming a key once share-locked the account row the spin then locks for
  // update, and concurrent spins of one account deadlocked (migration 0702).
  it('plays concurrent spins of one account with different keys, each once', async () => {
    const player = await fundedPlayer();
    const answers = await Promise.all(Array.from({ length: 6 }, (_, index) => spin(player.cookie, `parallel-${index}`)));
    expect(answers.map((answer) => answer.body.status)).toEqual(Array(6).fill('ok'));
    expect(await rounds(player.uid)).toBe(6);
    const moved = answers.reduce(
      (sum, answer) => sum + Math.round(answer.body.payload.win.amount * 100) - Math.round(answer.body.payload.stake.amount * 100),
      0,
    );
    expect(await balance(player.uid)).toBe(10_000 + moved);
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
    ['no key', undefined, 'validation.required'],
    ['an empty key', '', 'validation.required'],
    ['a key of 256 characters', 'k'.repeat(256), 'INVALID'],
    ['a key with spaces', 'two words', 'INVALID'],
    ['a non-ASCII key', 'clé', 'INVALID'],
  ])('refuses %s and plays nothing', async (_name, key, reason) => {
    const player = await fundedPlayer();
    const answer = await spin(player.cookie, key);
    expect(answer.statusCode).toBe(400);
    expect(answer.body.error).toMatchObject({ type: 'InvalidParameterException', invalid_parameters: { 'Idempotency-Key': [reason] } });
    expect(await rounds(player.uid)).toBe(0);
    expect(await balance(player.uid)).toBe(10_000);
  });

  it('accepts a key of 255 visible characters', async () => {
    const player = await fundedPlayer();
    expect((await spin(player.cookie, '~'.repeat(255))).body.status).toBe('ok');
  });

  it('documents the header in /api/docs', async () => {
    const documented = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const parameters = documented.paths['/api/slot/spin'].post.parameters as Array<{ in: string; name: string }>;
    expect(parameters).toContainEqual(expect.objectContaining({ in: 'header', name: 'idempotency-key' }));
  });

  it('replays a failed first attempt as a fresh one (a rolled-back spin keeps no key)', async () => {
    const player = await registerPlayer(testApp.app);
    const broke = await spin(player.cookie, 'after-deposit');
    expect(broke.body.error.type).toBe('UserNeedDepositException');
    await fundPlayer(testApp.app.wallet, testApp.database.db, player.uid, 'EUR', 500);
    expect((await spin(player.cookie, 'after-deposit')).body.status).toBe('ok');
  });

  it('ignores the key in demo mode (fun money)', async () => {
    const demo = await api(testApp.app, 'POST', 'slot/spin', { body: { sysname, mode: 'demo', stake: '1.00' } });
    expect(demo.body.status).toBe('ok');
  });
});
