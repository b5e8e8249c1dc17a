import { api, registerPlayer } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { waitFor } from '../helpers/test-database';
import type { Player } from '../cashier/cashier-helpers';
import { calls, expectBalancedLedger, insertCashback } from './bonus-helpers';

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

/** Cashback: the periodic job over net real-money losses, cashbacks.get, payout (once) and remove. */
describe('cashbacks', () => {
  let testApp: TestApp;
  const app = () => testApp.app;
  const db = () => testApp.database.db;
  const cashbackRows = (accountId: number) =>
    db().selectFrom('cashbacks').selectAll().where('account_id', '=', accountId).orderBy('id').execute();

  /**
   * Records settled rounds as the slot does (`round.played`, amounts fixed so the test knows the
   * loss), waits for the consumer, and moves their day to yesterday: the period the daily job pays back.
   */
  async function playedYesterday(player: Player, rounds: Array<{ stake: number; win: number }>): Promise<void> {
    await db()
      .transaction()
      .execute(async (trx) => {
        for (const [index, round] of rounds.entries())
          await app().events.record(trx, {
            type: 'round.played',
            payload: { accountId: player.uid, roundId: 900_000 + player.uid * 100 + index, gameId: 1, currency: 'EUR', ...round },
          });
      });
    const staked = rounds.reduce((sum, round) => sum + round.stake, 0);
    await waitFor(
      () => db().selectFrom('bonus_play_days').select('staked').where('account_id', '=', player.uid).executeTakeFirst(),
      (row) => Number(row?.staked) === staked,
      20_000,
    );
    await db().updateTable('bonus_play_days').set({ day: yesterday() }).where('account_id', '=', player.uid).execute();
  }

  beforeAll(async () => {
    testApp = await createTestApp();
  }, 240_000);
  afterAll(() => testApp.close());

  it('creates a cashback of 10 % of yesterday’s net loss, pays it out once and hides it', async () => {
    const player = await registerPlayer(app());
    const winner = await registerPlayer(app());
    await playedYesterday(player, [
      { stake: 3_000, win: 0 },
      { stake: 2_000, win: 1_000 },
    ]);
    await playedYesterday(winner, [{ stake: 1_000, win: 5_000 }]);
    const net = 4_000;

    await app().jobs.send('bonus.cashback', {});
    const [row] = await waitFor(
      () => cashbackRows(player.uid),
      (rows) => rows.length === 1,
      20_000,
    );
    expect(Number(row!.net_loss)).toBe(net);
    // A player who won has nothing to get back.
    expect(await cashbackRows(winner.uid)).toEqual([]);
    expect(Number(row!.amount)).toBe(Math.floor(net / 10));
    // The job running again (another instance, a retry) creates nothing more.
    await app().jobs.send('bonus.cashback', {});
    const cashbacks = calls(app(), player, 'cashbacks');
    const unseen = await cashbacks.get('get', { count: '1', sort: 'end_date', statuses: 'paid_out,active' });
    expect(unseen.body.payload).toEqual({
      items: [
        expect.objectContaining({
          id: Number(row!.id),
          status: 'active',
          end_date: yesterday(),
          percent: 10,
          amount: { amount: Math.floor(net / 10) / 100, currency: 'EUR' },
        }),
      ],
      total: 1,
    });
    expect((await cashbacks.get('get', { sort: 'nope' })).body.error.type).toBe('InvalidParameterException');

    const before = (await app().wallet.balances(db(), player.uid, 'EUR')).main;
    expect((await cashbacks.post('payout', { cashback_id: Number(row!.id) }, null)).body.error.invalid_parameters).toEqual({
      'Idempotency-Key': ['validation.required'],
    });
    const paid = await cashbacks.post('payout', { cashback_id: Number(row!.id) });
    expect(paid.body.payload).toEqual(expect.objectContaining({ status: 'paid_out', receiving_expired_at: null }));
    // Asked again with another key: answered as paid, nothing moves twice.
    expect((await cashbacks.post('payout', { cashback_id: Number(row!.id) })).body.payload.status).toBe('paid_out');
    expect((await app().wallet.balances(db(), player.uid, 'EUR')).main).toBe(before + Math.floor(net / 10));
    expect((await cashbacks.get('get', { statuses: 'paid_out' })).body.payload.total).toBe(1);
    // The cashier's history shows it on its cashbacks tab.
    const history = await api(app(), 'GET', 'cashier/gethistory', { query: { type: 'cashbacks' }, cookie: player.cookie });
    expect(history.body.payload).toEqual({
      items: [
        expect.objectContaining({ type: 'cashbacks', status: 'paid_out', amount: { amount: Math.floor(net / 10) / 100, currency: 'EUR' } }),
      ],
      total: 1,
    });
    expect(await cashbackRows(player.uid)).toHaveLength(1);

    expect((await cashbacks.post('remove', { cashback_id: Number(row!.id) })).body.payload).toBe(1);
    expect((await cashbacks.get('get')).body.payload).toEqual({ items: [], total: 0 });
    expect((await cashbacks.post('remove', { cashback_id: Number(row!.id) })).body.error.invalid_parameters).toEqual({
      cashback_id: ['INVALID'],
    });
    expect((await cashbacks.post('payout', { cashback_id: Number(row!.id) })).body.error.invalid_parameters).toEqual({
      cashback_id: ['INVALID'],
    });
    await expectBalancedLedger(app());
  }, 90_000);

  const exclude = (accountId: number) =>
    db()
      .insertInto('player_protection')
      .values({
        account_id: accountId,
        exclusion_kind: 'self_exclusion',
        exclusion_started_at: new Date(),
        exclusion_ends_at: new Date(Date.now() + 86_400_000),
      })
      .execute();

  /** A cashback for a period ending `endDate`, receivable for a week. */
  const cashbackEnding = (accountId: number, endDate: string) =>
    insertCashback(app(), accountId, { endDate, receivableForMs: 7 * 86_400_000 });

  it('gives a self-excluded player no cashback, and refuses to pay one to a player excluded after it was created', async () => {
    const excluded = await registerPlayer(app());
    const other = await registerPlayer(app());
    await playedYesterday(excluded, [{ stake: 5_000, win: 0 }]);
    await playedYesterday(other, [{ stake: 5_000, win: 0 }]);
    await exclude(excluded.uid);
    await app().jobs.send('bonus.cashback', {});
    // The same run pays the player who is not excluded: once theirs exists, the excluded one was skipped.
    await waitFor(
      () => cashbackRows(other.uid),
      (rows) => rows.length === 1,
      20_000,
    );
    expect(await cashbackRows(excluded.uid)).toEqual([]);

    const later = await registerPlayer(app());
    const id = await cashbackEnding(later.uid, yesterday());
    await exclude(later.uid);
    const before = await app().wallet.balances(db(), later.uid, 'EUR');
    expect((await calls(app(), later, 'cashbacks').post('payout', { cashback_id: id })).body.error).toEqual(
      expect.objectContaining({ type: 'InvalidRequestException', code: 'self_excluded' }),
    );
    expect(await app().wallet.balances(db(), later.uid, 'EUR')).toEqual(before);
    expect((await cashbackRows(later.uid))[0]).toEqual(expect.objectContaining({ status: 'active', paid_out_at: null }));
    await expectBalancedLedger(app());
  }, 60_000);

  it('pages cashbacks.get by offset and count, sorted by end date or creation, either order', async () => {
    const player = await registerPlayer(app());
    // Created in this order, so creation order and end-date order differ.
    const second = await cashbackEnding(player.uid, '2026-01-02');
    const third = await cashbackEnding(player.uid, '2026-01-03');
    const first = await cashbackEnding(player.uid, '2026-01-01');
    const ids = async (query: Record<string, string>) => {
      const { payload } = (await calls(app(), player, 'cashbacks').get('get', query)).body;
      return { ids: payload.items.map((item: { id: number }) => item.id), total: payload.total };
    };
    expect(await ids({ sort: 'end_date' })).toEqual({ ids: [third, second, first], total: 3 });
    expect(await ids({ sort: 'end_date', order: 'asc', count: '2' })).toEqual({ ids: [first, second], total: 3 });
    expect(await ids({ sort: 'end_date', order: 'asc', count: '2', offset: '2' })).toEqual({ ids: [third], total: 3 });
    expect(await ids({ sort: 'end_date', offset: '1', count: '1' })).toEqual({ ids: [second], total: 3 });
    expect(await ids({ sort: 'created_at', order: 'asc' })).toEqual({ ids: [second, third, first], total: 3 });
    expect(await ids({ sort: 'created_at', order: 'desc', offset: '1' })).toEqual({ ids: [third, second], total: 3 });
    expect(await ids({ offset: '3' })).toEqual({ ids: [], total: 3 });
    const refused = async (query: Record<string, string>) => (await calls(app(), player, 'cashbacks').get('get', query)).body.error?.type;
    expect(await refused({ order: 'up' })).toBe('InvalidParameterException');
    expect(await refused({ offset: '-1' })).toBe('InvalidParameterException');
  });

  it('refuses a cashback whose receiving time is over, and another player’s', async () => {
    const player = await registerPlayer(app());
    const id = await insertCashback(app(), player.uid, { receivableForMs: -1000 });
    expect((await calls(app(), player, 'cashbacks').post('payout', { cashback_id: id })).body.error.code).toBe('cashback_expired');
    const other = await registerPlayer(app());
    expect((await calls(app(), other, 'cashbacks').post('payout', { cashback_id: id })).body.error.invalid_parameters).toEqual({
      cashback_id: ['INVALID'],
    });
    expect((await api(app(), 'GET', 'cashbacks/get')).body.error.type).toBe('AuthorizationException');
  });
});
