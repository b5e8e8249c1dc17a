import { registerPlayer } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { calls, insertCashback } from '../bonus/bonus-helpers';
import { cashier } from './cashier-helpers';

/**
 * gethistory's bonuses and cashbacks tabs with real rows: a bonus granted and forfeited by the
 * bonus engine, a cashback paid out, each listed on its own tab only, newest first, paged.
 */
describe('cashier history of bonuses and cashbacks', () => {
  let testApp: TestApp;
  const app = () => testApp.app;

  beforeAll(async () => {
    testApp = await createTestApp();
  }, 240_000);
  afterAll(() => testApp.close());

  it('lists a granted bonus and its forfeit on the bonuses tab, newest first, paged', async () => {
    const player = await registerPlayer(app());
    const granted = (await calls(app(), player, 'campaigns').post('activateOffer', { promo_code: 'WELCOME10' })).body.payload;
    expect(granted.status).toBe('active');
    const history = (query: Record<string, string>) => cashier(app(), player).get('gethistory', query);

    const afterGrant = (await history({ type: 'bonuses' })).body.payload;
    expect(afterGrant).toEqual({
      items: [expect.objectContaining({ type: 'bonuses', status: 'credited', amount: { amount: 10, currency: 'EUR' }, can_cancel: false })],
      total: 1,
    });

    expect((await calls(app(), player, 'bonuses').post('deactivate', { bonus_id: granted.id })).body.payload.status).toBe('cancelled');
    const both = (await history({ type: 'bonuses' })).body.payload;
    expect(both.total).toBe(2);
    expect(both.items.map((item: { status: string }) => item.status)).toEqual(['forfeited', 'credited']);
    expect(both.items[0].amount).toEqual({ amount: 10, currency: 'EUR' });
    expect(Date.parse(both.items[0].created_at)).toBeGreaterThanOrEqual(Date.parse(both.items[1].created_at));
    const second = (await history({ type: 'bonuses', offset: '1', count: '1' })).body.payload;
    expect(second).toEqual({ items: [both.items[1]], total: 2 });

    // Bonus money is neither a deposit nor a cashback.
    expect((await history({ type: 'deposit' })).body.payload).toEqual({ items: [], total: 0 });
    expect((await history({ type: 'cashbacks' })).body.payload).toEqual({ items: [], total: 0 });
  });

  it('lists a paid-out cashback on the cashbacks tab, and nothing of it on the bonuses tab', async () => {
    const player = await registerPlayer(app());
    // A cashback as the daily job creates it (its own spec drives the job); the payout is the player's call.
    const id = await insertCashback(app(), player.uid, { netLoss: 2_500 });
    const history = (type: string) => cashier(app(), player).get('gethistory', { type });
    expect((await history('cashbacks')).body.payload).toEqual({ items: [], total: 0 });

    expect((await calls(app(), player, 'cashbacks').post('payout', { cashback_id: id })).body.payload.status).toBe('paid_out');
    expect((await history('cashbacks')).body.payload).toEqual({
      items: [
        expect.objectContaining({ type: 'cashbacks', status: 'paid_out', amount: { amount: 2.5, currency: 'EUR' }, can_cancel: false }),
      ],
      total: 1,
    });
    expect((await history('bonuses')).body.payload).toEqual({ items: [], total: 0 });
  });
});
