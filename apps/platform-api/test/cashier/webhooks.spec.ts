import { randomBytes } from 'node:crypto';
import { DEMO_SIGNATURE_HEADER, DEMO_WEBHOOK_PATH } from '../../src/cashier/providers/demo-provider';
import { registerPlayer } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { cashier, type Player, postSignedWebhook, readyToWithdraw } from './cashier-helpers';

/**
 * Provider callbacks that are forged, stale, malformed, replayed, late or out of order change
 * nothing they should not. The job queue does not run here (no worker), so only these callbacks arrive.
 */
describe('payment webhooks', () => {
  let testApp: TestApp;
  let player: Player;
  const app = () => testApp.app;
  const db = () => testApp.database.db;
  const main = async () => (await app().wallet.balances(db(), player.uid, 'EUR')).main;

  async function newDeposit(amount: number) {
    const start = await cashier(app(), player).post('makedeposit', { method: 'demo-card', amount });
    const id = start.body.payload.deposit.id as number;
    const row = await db().selectFrom('deposits').select('provider_payment_id').where('id', '=', id).executeTakeFirstOrThrow();
    // A card payment's success names the card's last four digits, as the provider's page reported them.
    const event = (type: string, extra: Record<string, unknown> = {}) => ({
      type,
      payment_id: row.provider_payment_id,
      reference: String(id),
      amount: amount * 100,
      currency: 'EUR',
      ...(type === 'payment.succeeded' ? { card_last4: '4242' } : {}),
      ...extra,
    });
    return { id, event };
  }
  const status = async (id: number) =>
    (await db().selectFrom('deposits').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
  const outcome = async (response: Awaited<ReturnType<typeof postSignedWebhook>>) => (response.json() as { outcome: string }).outcome;

  beforeAll(async () => {
    testApp = await createTestApp({ jobWorkers: false });
    player = await registerPlayer(testApp.app);
  }, 240_000);
  afterAll(() => testApp.close());

  it('refuses a forged signature, a stale callback and a malformed body, changing nothing', async () => {
    const { id, event } = await newDeposit(40);
    const forged = await postSignedWebhook(app(), event('payment.succeeded'), { secret: randomBytes(32) });
    expect(forged.statusCode).toBe(400);
    const stale = await postSignedWebhook(app(), event('payment.succeeded'), { at: new Date(Date.now() - 10 * 60 * 1000) });
    expect(stale.json()).toEqual({ error: 'stale' });
    const unsigned = await app().inject({
      method: 'POST',
      url: DEMO_WEBHOOK_PATH,
      payload: JSON.stringify(event('payment.succeeded')),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    const garbled = await app().inject({
      method: 'POST',
      url: DEMO_WEBHOOK_PATH,
      payload: '{"id":',
      headers: { 'content-type': 'application/json', [DEMO_SIGNATURE_HEADER]: 't=1,v1=00' },
    });
    expect(garbled.statusCode).toBe(400);
    const wrongAmount = await postSignedWebhook(app(), event('payment.succeeded', { amount: 999_999 }));
    expect(await outcome(wrongAmount)).toBe('mismatch');
    const unknown = await postSignedWebhook(app(), event('payment.succeeded', { payment_id: 'pay_unknown' }));
    expect(await outcome(unknown)).toBe('unknown_payment');
    expect(await status(id)).toBe('created');
    expect(await main()).toBe(0);
    expect(
      (
        await app().inject({
          method: 'POST',
          url: '/payments/webhooks/nobody',
          payload: '{}',
          headers: { 'content-type': 'application/json' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('applies a success once: a replay, a duplicate and a late decline change nothing; a late pending does not go back', async () => {
    const { id, event } = await newDeposit(40);
    const success = event('payment.succeeded', { id: `evt_${randomBytes(12).toString('hex')}` });
    const [first, duplicate] = await Promise.all([postSignedWebhook(app(), success), postSignedWebhook(app(), success)]);
    expect([await outcome(first), await outcome(duplicate)].sort()).toEqual(['applied', 'replayed']);
    expect(await outcome(await postSignedWebhook(app(), event('payment.succeeded')))).toBe('ignored_after_success');
    expect(await outcome(await postSignedWebhook(app(), event('payment.declined', { decline_code: 'late' })))).toBe(
      'ignored_after_success',
    );
    expect(await outcome(await postSignedWebhook(app(), event('payment.pending')))).toBe('ignored_out_of_order');
    expect(await status(id)).toBe('success');
    expect(await main()).toBe(4_000);
  });

  it('a success after a decline moves no money (the declined ledger key)', async () => {
    const { id, event } = await newDeposit(25);
    expect(await outcome(await postSignedWebhook(app(), event('payment.declined', { decline_code: 'card_declined' })))).toBe('applied');
    expect(await outcome(await postSignedWebhook(app(), event('payment.succeeded')))).toBe('ignored_after_decline');
    expect(await status(id)).toBe('failed');
    expect(await main()).toBe(4_000);
    expect(await db().selectFrom('ledger_transfers').select('id').where('idempotency_key', '=', `deposit:${id}`).execute()).toEqual([]);
  });

  it('a payout paid after the provider declined it moves nothing, and the hold came back once', async () => {
    await readyToWithdraw(app(), player.uid);
    const id = (
      await cashier(app(), player).post('makewithdrawal', {
        method: 'demo-card',
        amount: 30,
        requisites: JSON.stringify({ card_holder: 'Demo Player', card_number: '4242424242424242' }),
      })
    ).body.payload.id as number;
    expect(await app().cashier.approveWithdrawal(id)).toBe(true);
    const row = await db().selectFrom('withdrawals').select('provider_payout_id').where('id', '=', id).executeTakeFirstOrThrow();
    const payout = (type: string) => ({ type, payment_id: row.provider_payout_id, reference: String(id), amount: 3_000, currency: 'EUR' });
    expect(await outcome(await postSignedWebhook(app(), payout('payout.declined')))).toBe('applied');
    expect(await outcome(await postSignedWebhook(app(), payout('payout.paid')))).toBe('ignored_after_settlement');
    expect(await app().wallet.balances(db(), player.uid, 'EUR')).toMatchObject({ main: 4_000, pendingWithdrawal: 0 });
    expect(
      (await db().selectFrom('withdrawals').select(['status', 'decline_reason']).where('id', '=', id).executeTakeFirstOrThrow()).status,
    ).toBe('declined');
    expect(await app().wallet.audit(db())).toEqual({ unbalancedCurrencies: [], cacheMismatches: [], negativeAccounts: [] });
  });
});
