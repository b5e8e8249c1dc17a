import { api, registerPlayer } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { setPlayerBalance } from '../wallet/fund-player';
import { footballEvent, placeBet, type Player } from '../betting/betting-helpers';

/** account.getBetHistory: the profile's list of the player's sports bets (issue 16). */
describe('account.getBetHistory', () => {
  let testApp: TestApp;
  let player: Player;
  let other: Player;
  const app = () => testApp.app;
  const db = () => testApp.database.db;
  const history = (who: Player | null, query: Record<string, string> = {}) =>
    api(app(), 'GET', 'account/getBetHistory', { query, ...(who ? { cookie: who.cookie } : {}) });

  let singleId: number;
  let accumulatorId: number;

  beforeAll(async () => {
    testApp = await createTestApp();
    player = await registerPlayer(app());
    other = await registerPlayer(app());
    for (const who of [player, other]) await setPlayerBalance(app().wallet, db(), who.uid, 'EUR', 100_00);
    const first = (await footballEvent(db(), 101)).pick('winner', 'home');
    const single = await placeBet(app(), player, [{ id: first.id, price: first.price }], '2.50');
    singleId = single.body.payload.id;
    const a = (await footballEvent(db(), 102)).pick('winner', 'away');
    const b = (await footballEvent(db(), 103)).pick('total', 'over');
    const accumulator = await placeBet(
      app(),
      player,
      [
        { id: a.id, price: a.price },
        { id: b.id, price: b.price },
      ],
      '1',
    );
    accumulatorId = accumulator.body.payload.id;
    // The accumulator is the newer one, whatever the clock's resolution.
    await db()
      .updateTable('bets')
      .set({ placed_at: new Date(Date.now() - 60_000) })
      .where('id', '=', singleId)
      .execute();
    await placeBet(app(), other, [{ id: first.id, price: first.price }], '5');
  }, 240_000);
  afterAll(() => testApp.close());

  it('lists only the player’s own bets, newest first, with their selections, stakes and prices', async () => {
    const { body } = await history(player);
    expect(body.status).toBe('ok');
    expect(body.payload.total).toBe(2);
    expect(body.payload.items.map((bet: { id: number }) => bet.id)).toEqual([accumulatorId, singleId]);
    const [accumulator, single] = body.payload.items;
    expect(accumulator).toMatchObject({ kind: 'accumulator', status: 'open', stake: { amount: 1, currency: 'EUR' }, payout: null });
    expect(accumulator.legs).toHaveLength(2);
    expect(accumulator.legs.map((leg: { market: string }) => leg.market).sort()).toEqual(['total', 'winner']);
    expect(single).toMatchObject({ kind: 'single', stake: { amount: 2.5, currency: 'EUR' }, settled_at: null });
    expect(single.legs[0]).toMatchObject({ sport: 'football', market: 'winner', code: 'home', outcome: null });
    expect(typeof single.legs[0].home).toBe('string');
    expect(single.potential_payout.amount).toBeCloseTo((2.5 * single.price) / 100, 2);
  });

  it('pages with offset and count, and filters by status', async () => {
    const second = await history(player, { offset: '1', count: '1' });
    expect(second.body.payload).toMatchObject({ total: 2 });
    expect(second.body.payload.items.map((bet: { id: number }) => bet.id)).toEqual([singleId]);

    await db().updateTable('bets').set({ status: 'won', payout: 500, settled_at: new Date() }).where('id', '=', singleId).execute();
    const won = await history(player, { status: 'won' });
    expect(won.body.payload.total).toBe(1);
    expect(won.body.payload.items[0]).toMatchObject({ id: singleId, status: 'won', payout: { amount: 5, currency: 'EUR' } });
    expect((await history(player, { status: 'lost' })).body.payload).toEqual({ items: [], total: 0 });
  });

  it('refuses a visitor and bad filters', async () => {
    expect((await history(null)).body.error.type).toBe('AuthorizationException');
    const bad = await history(player, { status: 'pending', count: '1000' });
    expect(bad.body.error.type).toBe('InvalidParameterException');
    expect(Object.keys(bad.body.error.invalid_parameters).sort()).toEqual(['count', 'status']);
  });
});
