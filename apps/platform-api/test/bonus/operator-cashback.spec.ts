import { ORIGIN, registerPlayer } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { waitFor } from '../helpers/test-database';
import type { Player } from '../cashier/cashier-helpers';
import { createCashbacks } from '../../src/bonus/services/cashbacks';
import { calls } from './bonus-helpers';

const SECTION = '/demo/operator/cashback';
const DAY_MS = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10);
const yesterday = () => new Date(Date.now() - DAY_MS).toISOString().slice(0, 10);

/** The demo operator's cashback section: the daily job's computation run now, for today so far or yesterday, for one player or all. */
describe('operator cashback section', () => {
  let testApp: TestApp;
  const app = () => testApp.app;
  const db = () => testApp.database.db;
  const cashbackRows = (accountId: number) =>
    db().selectFrom('cashbacks').selectAll().where('account_id', '=', accountId).orderBy('id').execute();

  async function operatorSession(path = SECTION) {
    const page = await app().inject({ method: 'GET', url: path });
    const cookie = page.cookies.find((entry) => entry.name === 'operator_csrf')!;
    return { html: page.body, cookie: `operator_csrf=${cookie.value}`, csrf: cookie.value };
  }
  const run = (fields: Record<string, string>, cookie?: string) =>
    app().inject({
      method: 'POST',
      url: SECTION,
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    });

  /** A settled round as the slot records it (`round.played`), today, once the consumer has counted the day's stakes to `staked`. */
  async function playedToday(player: Player, stake: number, win: number, staked = stake): Promise<void> {
    await db()
      .transaction()
      .execute((trx) =>
        app().events.record(trx, {
          type: 'round.played',
          payload: { accountId: player.uid, roundId: 800_000 + player.uid * 10 + staked / 1_000, gameId: 1, currency: 'EUR', stake, win },
        }),
      );
    await waitFor(
      () => db().selectFrom('bonus_play_days').select('staked').where('account_id', '=', player.uid).executeTakeFirst(),
      (row) => Number(row?.staked) === staked,
      20_000,
    );
  }

  beforeAll(async () => {
    testApp = await createTestApp();
  }, 240_000);
  afterAll(() => testApp.close());

  it('shows a player’s play and runs today’s cashback for them alone, once; then for everyone', async () => {
    const player = await registerPlayer(app());
    const bystander = await registerPlayer(app());
    await playedToday(player, 3_000, 500);
    await playedToday(bystander, 2_000, 0);

    const { html, cookie, csrf } = await operatorSession(`${SECTION}?login=${encodeURIComponent(player.email)}`);
    expect(html).toContain(`<td>${today()}</td><td>30.00 EUR</td><td>5.00 EUR</td><td>25.00 EUR</td>`);
    expect((await app().inject({ method: 'GET', url: '/demo/operator' })).body).toContain(`<a href="${SECTION}">Cashback</a>`);

    // Without the form token nothing runs.
    expect((await run({ csrf, period: 'current', login: player.email })).statusCode).toBe(400);
    expect((await run({ csrf, period: 'someday', login: player.email }, cookie)).statusCode).toBe(400);
    expect((await run({ csrf, period: 'current', login: 'nobody@example.com' }, cookie)).headers.location).toBe(`${SECTION}?unknown=1`);
    expect(await cashbackRows(player.uid)).toEqual([]);

    const done = await run({ csrf, period: 'current', login: player.email }, cookie);
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`${SECTION}?${new URLSearchParams({ created: '1', login: player.email }).toString()}`);
    const [row] = await cashbackRows(player.uid);
    expect(row).toEqual(expect.objectContaining({ status: 'active', percent: 10, net_loss: 2_500, amount: 250, currency: 'EUR' }));
    // Only the chosen player: the other's loss waits for its own run or the job.
    expect(await cashbackRows(bystander.uid)).toEqual([]);
    const listed = (await calls(app(), player, 'cashbacks').get('get', { count: '1', sort: 'end_date', statuses: 'paid_out,active' })).body
      .payload.items;
    expect(listed).toEqual([expect.objectContaining({ id: Number(row!.id), status: 'active', end_date: today() })]);
    expect((await app().inject({ method: 'GET', url: done.headers.location as string })).body).toContain('Created 1 cashback(s).');

    // Idempotent as the job: the same period again creates nothing, not even for a later loss that day.
    await playedToday(player, 1_000, 0, 4_000);
    expect((await run({ csrf, period: 'current', login: player.email }, cookie)).headers.location).toContain('created=0');
    expect(await cashbackRows(player.uid)).toHaveLength(1);

    expect((await run({ csrf, period: 'current', login: '' }, cookie)).headers.location).toBe(`${SECTION}?created=1`);
    expect(await cashbackRows(bystander.uid)).toEqual([expect.objectContaining({ amount: 200 })]);
    // Tonight's job, whose last complete period is then this day, finds every loss of it paid back already.
    const job = createCashbacks({ wallet: app().wallet, isExcluded: app().playerProtection.isExcluded });
    expect(await job.computeDue(db(), new Date(Date.now() + DAY_MS))).toBe(0);
  });

  it('runs the last complete period as the nightly job does', async () => {
    const player = await registerPlayer(app());
    await playedToday(player, 1_000, 0);
    await db().updateTable('bonus_play_days').set({ day: yesterday() }).where('account_id', '=', player.uid).execute();
    const { cookie, csrf } = await operatorSession();
    expect((await run({ csrf, period: 'previous', login: player.email }, cookie)).headers.location).toContain('created=1');
    const listed = (await calls(app(), player, 'cashbacks').get('get')).body.payload.items;
    expect(listed).toEqual([expect.objectContaining({ end_date: yesterday(), amount: { amount: 1, currency: 'EUR' } })]);
  });

  it('answers 404 to a browser that may not see demo pages', async () => {
    expect((await app().inject({ method: 'GET', url: SECTION, remoteAddress: '203.0.113.7' })).statusCode).toBe(404);
    expect((await app().inject({ method: 'POST', url: SECTION, remoteAddress: '203.0.113.7' })).statusCode).toBe(404);
  });
});

describe('operator cashback section without demo mode', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ demoMode: false });
  }, 240_000);
  afterAll(() => testApp.close());

  it('does not exist, and runs nothing', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: SECTION })).statusCode).toBe(404);
    const posted = await testApp.app.inject({
      method: 'POST',
      url: SECTION,
      payload: 'csrf=x&period=current',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
    });
    expect(posted.statusCode).toBe(404);
    expect(await testApp.database.db.selectFrom('cashbacks').select('id').execute()).toEqual([]);
  });
});
