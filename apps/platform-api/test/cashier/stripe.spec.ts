import { type FakeStripe, startFakeStripe } from '@nfx/provider-fakes/stripe';
import { api, registerPlayer } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { cashier, depositStatusAfter, freshKey, type Player, readyToWithdraw } from './cashier-helpers';

const SECRET_KEY = 'sk_test_fake_51H';
const WEBHOOK_SECRET = 'whsec_fake_signing_secret';
const WEBHOOK_PATH = '/payments/webhooks/stripe';

/** Submits a form on the fake's hosted Checkout page as the player's browser does; answers where it redirects. */
async function submit(url: string, fields: Record<string, string>): Promise<{ status: number; location: string; text: string }> {
  const response = await fetch(url, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location') ?? '', text: await response.text() };
}

/** Stripe card payments against a local fake of Stripe's API and Checkout: deposits with 3-D Secure, refunds, webhooks, payouts. */
describe('cashier: Stripe', () => {
  let testApp: TestApp;
  let fake: FakeStripe;
  let player: Player;
  const app = () => testApp.app;
  const db = () => testApp.database.db;
  const balances = (id: number) => app().wallet.balances(db(), id, 'EUR');
  const startDeposit = async (amount: number) => {
    const start = await cashier(app(), player).post('makedeposit', { method: 'card', amount });
    expect(start.body.status).toBe('ok');
    return { id: start.body.payload.deposit.id as number, url: start.body.payload.redirect_url as string };
  };
  const deposit = (id: number) => db().selectFrom('deposits').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    fake = await startFakeStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
    testApp = await createTestApp({
      demoMode: false,
      providers: { stripe: { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiUrl: fake.url }, oidc: {} },
    });
    fake.setWebhookTarget(async (payload, headers) => {
      const response = await app().inject({ method: 'POST', url: WEBHOOK_PATH, payload, headers });
      return { status: response.statusCode, body: response.body };
    });
    player = await registerPlayer(app());
  }, 120_000);
  afterAll(async () => {
    await testApp?.close();
    await fake?.close();
  });

  it('offers the card method and only it with demo mode off', async () => {
    const settings = (await cashier(app(), player).get('getdepositsettings')).body.payload;
    expect(JSON.stringify(settings)).toContain('"card"');
    expect(JSON.stringify(settings)).not.toContain('demo-card');
  });

  it('sends the player to a Checkout Session with the amount, the deposit and absolute return URLs, once per deposit', async () => {
    const { id, url } = await startDeposit(25);
    const session = [...fake.sessions.values()].find((candidate) => candidate.client_reference_id === String(id));
    expect(session).toMatchObject({ amount_total: 2_500, currency: 'eur', mode: 'payment', metadata: { deposit_id: String(id) } });
    expect(url).toBe(session?.url);
    expect(session?.success_url).toBe(`${testApp.config.publicOrigin}/cashier/paysuccess/${id}`);
    expect((await deposit(id)).provider_payment_id).toBe(session?.id);
    expect((await deposit(id)).status).toBe('created');
  });

  it('credits a deposit paid through a 3-D Secure challenge, on the signed webhook only', async () => {
    const before = (await balances(player.uid)).main;
    const { id, url } = await startDeposit(40);
    const challenge = await submit(url, { card: '4000 0027 6000 3184' });
    expect(challenge.location).toMatch(/\/authenticate$/);
    expect((await balances(player.uid)).main).toBe(before);
    const done = await submit(new URL(challenge.location, fake.url).href, { action: 'complete' });
    expect(done.location).toBe(`${testApp.config.publicOrigin}/cashier/paysuccess/${id}`);
    expect(await depositStatusAfter(app(), player, id, ['created', 'pending'])).toBe('success');
    expect((await balances(player.uid)).main).toBe(before + 4_000);
  });

  it('leaves a deposit unpaid when 3-D Secure fails or the card is declined', async () => {
    const { id, url } = await startDeposit(15);
    const challenge = await submit(url, { card: '4000002760003184' });
    const failed = await submit(new URL(challenge.location, fake.url).href, { action: 'fail' });
    expect(failed.text).toContain('unable to authenticate');
    expect((await submit(url, { card: '4000000000000002' })).text).toContain('declined');
    expect((await deposit(id)).status).toBe('created');
  });

  it('refuses a forged, stale or unsigned webhook and applies a replay once', async () => {
    const { id, url } = await startDeposit(30);
    const session = fake.sessions.get(url.split('/').pop() ?? '');
    if (!session) throw new Error('no session');
    const paid = { ...session, status: 'complete', payment_status: 'paid', payment_intent: 'pi_test_forged' };
    const before = (await balances(player.uid)).main;
    expect((await fake.sendEvent('checkout.session.completed', paid, { secret: 'whsec_stolen_guess' })).status).toBe(400);
    const stale = await fake.sendEvent('checkout.session.completed', paid, { timestamp: Math.floor(Date.now() / 1000) - 3_600 });
    expect(stale).toMatchObject({ status: 400, body: expect.stringContaining('stale') });
    const unsigned = await app().inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      payload: JSON.stringify({ type: 'x' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await balances(player.uid)).main).toBe(before);
    const first = await fake.sendEvent('checkout.session.completed', paid);
    expect(JSON.parse(first.body)).toMatchObject({ outcome: 'applied' });
    expect((await fake.sendEvent('checkout.session.completed', paid, { id: first.eventId })).body).toContain('replayed');
    expect((await fake.sendEvent('checkout.session.completed', paid)).body).toContain('ignored_after_success');
    expect((await balances(player.uid)).main).toBe(before + 3_000);
    expect((await deposit(id)).status).toBe('success');
  });

  it('changes nothing for an event about an unknown session or a kind the cashier does not track', async () => {
    const before = (await balances(player.uid)).main;
    const unknown = await fake.sendEvent('checkout.session.completed', {
      id: 'cs_test_unknown',
      object: 'checkout.session',
      payment_status: 'paid',
      amount_total: 100_000,
      currency: 'eur',
      client_reference_id: '1',
    });
    expect(JSON.parse(unknown.body)).toMatchObject({ outcome: 'unknown_payment' });
    const other = await fake.sendEvent('customer.created', { id: 'cus_test_1', object: 'customer' });
    expect(JSON.parse(other.body)).toMatchObject({ outcome: 'ignored' });
    expect((await balances(player.uid)).main).toBe(before);
  });

  it('marks an expired session cancelled', async () => {
    const { id, url } = await startDeposit(12);
    const session = fake.sessions.get(url.split('/').pop() ?? '');
    await fake.sendEvent('checkout.session.expired', { ...session, status: 'expired' });
    expect(await depositStatusAfter(app(), player, id, ['created'])).toBe('cancelled');
  });

  it('refunds part of a paid deposit through Stripe, moving the money on its webhook', async () => {
    const { id, url } = await startDeposit(50);
    await submit(url, { card: '4242424242424242' });
    expect(await depositStatusAfter(app(), player, id, ['created'])).toBe('success');
    const before = (await balances(player.uid)).main;
    expect(await app().cashier.refundDeposit(id, 2_000)).toBe('requested');
    const refund = fake.refunds.at(-1);
    expect(refund).toMatchObject({ amount: 2_000, metadata: { deposit_id: String(id) } });
    await depositStatusAfter(app(), player, id, ['success']);
    expect((await balances(player.uid)).main).toBe(before - 2_000);
    expect(await app().cashier.refundDeposit(id, 5_000)).not.toBe('requested');
  });

  it('turns an approved withdrawal into a payout request the payments team settles once', async () => {
    await readyToWithdraw(app(), player.uid);
    await db().updateTable('accounts').set({ is_verified: true }).where('id', '=', player.uid).execute();
    app().players.forget(player.uid);
    const requisites = JSON.stringify({ card_holder: 'Demo Player', card_number: '4242 4242 4242 4242' });
    const withdraw = () => cashier(app(), player).post('makewithdrawal', { method: 'card', amount: 20, requisites }, freshKey());
    // Checkout keeps the card off this site, so no deposit vouches for it: the payments team checks it first.
    expect((await withdraw()).body.error.type).toBe('RequisitesOnVerificationException');
    const waiting = (await app().cashier.requisitesQueue()).waiting.find((row) => Number(row.account_id) === player.uid);
    expect(await app().cashier.decideRequisites(player.uid, waiting?.digest ?? '', 'verify')).toBe(true);
    const made = await withdraw();
    expect(made.body.error).toBeUndefined();
    const id = made.body.payload.id as number;
    const before = await balances(player.uid);
    expect(await app().cashier.approveWithdrawal(id)).toBe(true);
    expect(await app().cashier.settleManualPayout(id, 'paid')).toBe('applied');
    expect(await app().cashier.settleManualPayout(id, 'paid')).toBe('replayed');
    expect(await app().cashier.settleManualPayout(id, 'declined', 'bank refused')).toBe('ignored_after_settlement');
    const after = await balances(player.uid);
    expect(after.pendingWithdrawal).toBe(before.pendingWithdrawal - 2_000);
    expect(after.main).toBe(before.main);
    const info = await api(app(), 'GET', 'cashier/getwithdrawalinfo', { query: { id: String(id) }, cookie: player.cookie });
    expect(info.body.payload.status).toBe('paid');
  });

  it('is refused by Stripe when the secret key is wrong, so a signing bug cannot pass unnoticed', async () => {
    const refusedBefore = fake.refusedRequests;
    const wrong = await createTestApp({
      demoMode: false,
      providers: { stripe: { secretKey: 'sk_test_wrong', webhookSecret: WEBHOOK_SECRET, apiUrl: fake.url }, oidc: {} },
    });
    try {
      const other = await registerPlayer(wrong.app);
      const start = await cashier(wrong.app, other).post('makedeposit', { method: 'card', amount: 20 });
      expect(start.body.status).not.toBe('ok');
      expect(fake.refusedRequests).toBeGreaterThan(refusedBefore);
      expect(await wrong.database.db.selectFrom('deposits').select('id').where('account_id', '=', other.uid).execute()).toEqual([]);
    } finally {
      await wrong.close();
    }
  });
});
