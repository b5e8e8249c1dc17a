import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { refundAmountRule } from '@nfx/validation';
import * as v from 'valibot';
import { registerPlayer } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { waitFor } from '../helpers/test-database';
import {
  cashier,
  depositByCard,
  depositStatusAfter,
  type Player,
  postSignedWebhook,
  readyToWithdraw,
  submitHostedForm,
} from './cashier-helpers';
import { signedInStaffMember } from '../staff/staff-member';
import { depositByEwallet as paidEwalletDeposit, outcomeOf, staffRefundAction, staffRefundsList } from './refund-helpers';

const CLEAN = { unbalancedCurrencies: [], cacheMismatches: [], negativeAccounts: [] };

/**
 * Partial refunds: the payments team refunds a part of a deposit in the back office, the provider's signed callback carries
 * its own refund id and amount, each refund id applies once, the parts never exceed the deposit,
 * the fee comes back in proportion, and a part the main balance cannot cover waits for review.
 */
describe('cashier partial refunds', () => {
  let testApp: TestApp;
  const app = () => testApp.app;
  const db = () => testApp.database.db;
  const balances = (player: Player) => app().wallet.balances(db(), player.uid, 'EUR');
  const feeIncome = async () => app().wallet.balance(db(), await app().wallet.accounts.fees(db(), 'EUR'));
  const info = async (player: Player, id: number) => (await cashier(app(), player).get('getdepositinfo', { id: String(id) })).body.payload;
  const paymentOf = async (id: number) =>
    (await db().selectFrom('deposits').select('provider_payment_id').where('id', '=', id).executeTakeFirstOrThrow()).provider_payment_id!;
  const refundEvent = async (id: number, amount: number, refund: { id: string; amount: number }) => ({
    type: 'payment.refunded',
    payment_id: await paymentOf(id),
    reference: String(id),
    amount,
    currency: 'EUR',
    refund_id: refund.id,
    refund_amount: refund.amount,
  });
  const refundId = () => `re_test_${randomBytes(6).toString('hex')}`;

  const depositByEwallet = async (player: Player, amount: number) => (await paidEwalletDeposit(app(), player, amount)).id;
  let payments: string;
  const refund = (id: number, amount: string) => staffRefundAction(app(), payments, id, 'refund', amount);
  const refundOutcome = async (id: number, amount: string) => outcomeOf(await refund(id, amount));
  const refundRows = (id: number) =>
    db().selectFrom('deposit_refunds').select(['id', 'amount', 'fee', 'status']).where('deposit_id', '=', id).orderBy('id').execute();

  beforeAll(async () => {
    testApp = await createTestApp();
    payments = (await signedInStaffMember(testApp, 'payments')).cookie;
  }, 240_000);
  afterAll(() => testApp.close());

  it('two parts refunded from the back office give the fee back in proportion; more than is left is refused', async () => {
    const player = await registerPlayer(app());
    const id = await depositByEwallet(player, 40);
    const incomeBefore = await feeIncome();
    expect((await balances(player)).main).toBe(3_940);
    expect((await staffRefundsList(app(), payments, 'refundable', `#${id}`))[0]).toMatchObject({ id, left: '40.00', refunded: '0.00' });

    // 10.00 of 40.00: a quarter of the 0.60 fee comes back.
    expect(await refundOutcome(id, '10.00')).toBe('requested');
    expect(await depositStatusAfter(app(), player, id, ['success'])).toBe('partially_refunded');
    expect((await balances(player)).main).toBe(3_940 - 1_000 + 15);
    expect(await feeIncome()).toBe(incomeBefore - 15);
    expect(await info(player, id)).toMatchObject({ status: 'partially_refunded', refunded: { amount: 10, currency: 'EUR' } });
    const [first] = await refundRows(id);
    expect(first).toMatchObject({ amount: 1_000, fee: 15, status: 'applied' });

    // Each leg references the transfer it gives part of back; neither is a reversal (those mirror the whole).
    const depositTransfer = await app().wallet.find(db(), { key: `deposit:${id}` });
    const feeTransfer = await app().wallet.find(db(), { key: `deposit:${id}:fee` });
    const legs = await db()
      .selectFrom('ledger_transfers')
      .select(['idempotency_key', 'kind', 'amount', 'reference_type', 'reference_id', 'reverses_transfer_id'])
      .where('idempotency_key', 'in', [`deposit:${id}:refund:${first!.id}`, `deposit:${id}:fee:refund:${first!.id}`])
      .orderBy('id')
      .execute();
    expect(legs.map((leg) => ({ ...leg, amount: Number(leg.amount) }))).toEqual([
      {
        idempotency_key: `deposit:${id}:fee:refund:${first!.id}`,
        kind: 'deposit_fee_refund',
        amount: 15,
        reference_type: 'ledger_transfer',
        reference_id: String(feeTransfer!.id),
        reverses_transfer_id: null,
      },
      {
        idempotency_key: `deposit:${id}:refund:${first!.id}`,
        kind: 'deposit_refund',
        amount: 1_000,
        reference_type: 'ledger_transfer',
        reference_id: String(depositTransfer!.id),
        reverses_transfer_id: null,
      },
    ]);

    // More than the 30.00 left, nothing, or not an amount: refused with the reason for the field; nothing is asked.
    expect((await staffRefundsList(app(), payments, 'refundable', `#${id}`))[0]).toMatchObject({ left: '30.00', refunded: '10.00' });
    for (const [typed, message] of [
      ['30.01', 'validation.maxValue?max=30.00'],
      ['0', 'validation.minValue?min=0.01'],
      ['0.00', 'validation.minValue?min=0.01'],
      ['-5', 'validation.wrongField'],
      ['1.234', 'validation.wrongField'],
      ['1e3', 'validation.wrongField'],
      ['', 'validation.required'],
    ]) {
      const refused = await refund(id, typed!);
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(refused.body.error.invalid_parameters)).toEqual(['amount']);
      expect(refused.body.error.invalid_parameters.amount[0]).toBe(message);
    }
    expect(await refundRows(id)).toHaveLength(1);
    const provider = await db()
      .selectFrom('demo_provider_payments')
      .select(['refunded', 'status'])
      .where('id', '=', await paymentOf(id))
      .executeTakeFirstOrThrow();
    expect({ refunded: Number(provider.refunded), status: provider.status }).toEqual({ refunded: 1_000, status: 'partially_refunded' });

    // The rest, typed with a comma: the deposit is refunded, the whole fee is back, the balance is where it began.
    expect(await refundOutcome(id, '30,00')).toBe('requested');
    expect(await depositStatusAfter(app(), player, id, ['partially_refunded'])).toBe('refunded');
    expect((await balances(player)).main).toBe(0);
    expect(await feeIncome()).toBe(incomeBefore - 60);
    expect((await refundRows(id)).map((row) => [Number(row.amount), Number(row.fee), row.status])).toEqual([
      [1_000, 15, 'applied'],
      [3_000, 45, 'applied'],
    ]);
    expect(await info(player, id)).toMatchObject({ status: 'refunded', refunded: { amount: 40 } });
    const events = await db()
      .selectFrom('domain_events')
      .select(['key', 'payload'])
      .where('type', '=', 'deposit.refunded')
      .where('key', 'like', `${id}:%`)
      .execute();
    expect(events.map((event) => (typeof event.payload === 'string' ? JSON.parse(event.payload) : event.payload).amount).sort()).toEqual([
      1_000, 3_000,
    ]);

    // Nothing is left: the back office refuses, and a provider's refund over the deposit moves nothing.
    expect(await refundOutcome(id, '0.01')).toBe('refund_not_refundable');
    const over = await postSignedWebhook(app(), await refundEvent(id, 4_000, { id: refundId(), amount: 1 }));
    expect(over.json()).toEqual({ received: true, outcome: 'ignored_after_refund' });
    expect((await balances(player)).main).toBe(0);
    expect(await app().wallet.audit(db())).toEqual(CLEAN);
  }, 60_000);

  it('applies each refund id once: replayed, told again, or told with another amount, it changes nothing; parts never exceed the deposit', async () => {
    const player = await registerPlayer(app());
    const { id } = await depositByCard(app(), player, 50);
    const first = await refundEvent(id, 5_000, { id: refundId(), amount: 1_200 });
    const fixed = { ...first, id: `evt_${randomBytes(8).toString('hex')}` };
    expect((await postSignedWebhook(app(), fixed)).json()).toEqual({ received: true, outcome: 'applied' });
    expect((await postSignedWebhook(app(), fixed)).json()).toEqual({ received: true, outcome: 'replayed' });
    expect((await postSignedWebhook(app(), first)).json()).toEqual({ received: true, outcome: 'ignored_after_refund' });
    expect((await postSignedWebhook(app(), { ...first, refund_amount: 1_300 })).json()).toEqual({ received: true, outcome: 'mismatch' });
    expect((await balances(player)).main).toBe(3_800);

    // A second, different part applies too; a third that would pass the deposit is refused whole.
    const second = await refundEvent(id, 5_000, { id: refundId(), amount: 3_000 });
    expect((await postSignedWebhook(app(), second)).json()).toEqual({ received: true, outcome: 'applied' });
    expect((await balances(player)).main).toBe(800);
    const third = await refundEvent(id, 5_000, { id: refundId(), amount: 801 });
    expect((await postSignedWebhook(app(), third)).json()).toEqual({ received: true, outcome: 'ignored_refund_exceeds_payment' });
    // A callback without a refund id means the whole payment: more than is left, refused too.
    const whole = { type: 'payment.refunded', payment_id: await paymentOf(id), reference: String(id), amount: 5_000, currency: 'EUR' };
    expect((await postSignedWebhook(app(), whole)).json()).toEqual({ received: true, outcome: 'ignored_refund_exceeds_payment' });
    expect(await info(player, id)).toMatchObject({ status: 'partially_refunded', refunded: { amount: 42 } });

    const last = await refundEvent(id, 5_000, { id: refundId(), amount: 800 });
    expect((await postSignedWebhook(app(), last)).json()).toEqual({ received: true, outcome: 'applied' });
    expect(await info(player, id)).toMatchObject({ status: 'refunded', refunded: { amount: 50 } });
    expect((await postSignedWebhook(app(), whole)).json()).toEqual({ received: true, outcome: 'ignored_after_refund' });
    expect((await balances(player)).main).toBe(0);
    // The schema holds the sum too: a write that would pass the deposit is refused.
    await expect(db().updateTable('deposits').set({ refunded: 5_001 }).where('id', '=', id).execute()).rejects.toThrow();
    expect(await app().wallet.audit(db())).toEqual(CLEAN);
  });

  it('refuses a forged or malformed partial refund callback and moves nothing', async () => {
    const player = await registerPlayer(app());
    const { id } = await depositByCard(app(), player, 30);
    const event = await refundEvent(id, 3_000, { id: refundId(), amount: 1_000 });
    const forged = await postSignedWebhook(app(), event, { secret: randomBytes(32) });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ error: 'signature' });
    const { refund_amount: _amount, ...withoutAmount } = event;
    for (const malformed of [
      withoutAmount,
      { ...event, refund_amount: 3_001 },
      { ...event, refund_amount: 0 },
      { ...event, refund_amount: 10.5 },
      { ...event, refund_id: '' },
      { ...event, refund_id: 'r'.repeat(65) },
      { ...event, type: 'payment.succeeded' },
    ]) {
      const refused = await postSignedWebhook(app(), malformed);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ error: 'malformed' });
    }
    expect(await info(player, id)).toMatchObject({ status: 'success', refunded: { amount: 0 } });
    expect((await balances(player)).main).toBe(3_000);
    expect(await refundRows(id)).toEqual([]);
  });

  it('a part the balance cannot cover waits for review with the parts after it; tried again once it can, they apply in order', async () => {
    const player = await registerPlayer(app());
    await readyToWithdraw(app(), player.uid);
    const { id } = await depositByCard(app(), player, 50);
    const withdrawal = await cashier(app(), player).post('makewithdrawal', {
      method: 'demo-card',
      amount: 40,
      requisites: JSON.stringify({ card_holder: 'Demo Player', card_number: '4242424242424242' }),
    });
    expect(withdrawal.body.payload.status).toBe('pending');
    expect((await balances(player)).main).toBe(1_000);

    // Asked from the back office, more than main holds is refused before the provider is asked.
    expect(await refundOutcome(id, '20.00')).toBe('refund_not_covered');

    // Partial chargebacks: the first cannot be covered, the second could but waits behind it.
    const big = await refundEvent(id, 5_000, { id: refundId(), amount: 2_000 });
    expect((await postSignedWebhook(app(), big)).json()).toEqual({ received: true, outcome: 'refund_review' });
    const small = await refundEvent(id, 5_000, { id: refundId(), amount: 500 });
    expect((await postSignedWebhook(app(), small)).json()).toEqual({ received: true, outcome: 'refund_review' });
    expect(await info(player, id)).toMatchObject({
      status: 'refund_review',
      failure_reason: 'refund_not_covered',
      refunded: { amount: 0 },
    });
    expect((await balances(player)).main).toBe(1_000);
    expect((await postSignedWebhook(app(), big)).json()).toEqual({ received: true, outcome: 'ignored_after_refund' });
    // Queued parts count against the deposit: 2,500 waits, so 2,501 more is over it.
    const over = await refundEvent(id, 5_000, { id: refundId(), amount: 2_501 });
    expect((await postSignedWebhook(app(), over)).json()).toEqual({ received: true, outcome: 'ignored_refund_exceeds_payment' });

    expect((await staffRefundsList(app(), payments, 'review', `#${id}`)).map((row) => row.id)).toEqual([id]);
    const retry = async () => outcomeOf(await staffRefundAction(app(), payments, id, 'retry'));
    expect(await retry()).toBe('review');
    expect((await balances(player)).main).toBe(1_000);

    await cashier(app(), player).post('cancelwithdrawal', { id: withdrawal.body.payload.id });
    expect(await retry()).toBe('partially_refunded');
    expect(await info(player, id)).toMatchObject({ status: 'partially_refunded', failure_reason: null, refunded: { amount: 25 } });
    expect((await refundRows(id)).map((row) => [Number(row.amount), row.status])).toEqual([
      [2_000, 'applied'],
      [500, 'applied'],
    ]);
    expect((await balances(player)).main).toBe(2_500);
    expect(await app().wallet.audit(db())).toEqual(CLEAN);
  });

  it('hostile amounts in the back office and hostile refund fields in signed callbacks never answer 5xx and move nothing', async () => {
    const player = await registerPlayer(app());
    const { id } = await depositByCard(app(), player, 30);
    const state = async () => ({
      info: await info(player, id),
      main: (await balances(player)).main,
      refunds: await refundRows(id),
      provider: await db()
        .selectFrom('demo_provider_payments')
        .select(['refunded', 'status'])
        .where('id', '=', await paymentOf(id))
        .execute(),
    });
    const before = await state();
    const hostileText = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.constantFrom('30.01', '-0.01', '0', '1e2', '0x10', 'NaN', '1.001', '١٢', "' OR '1'='1", '<script>', '9'.repeat(400), '30.00.00'),
    );
    await fc.assert(
      fc.asyncProperty(hostileText, async (typed) => {
        // A well-formed amount up to 30.00 is not hostile: it would be asked of the provider.
        fc.pre(!v.is(refundAmountRule(3_000), typed));
        const response = await refund(id, typed);
        expect(response.statusCode).toBe(400);
        expect(Object.keys(response.body.error.invalid_parameters)).toEqual(['amount']);
      }),
      { numRuns: 40 },
    );
    const payment = await paymentOf(id);
    const hostileRefund = fc.record({
      refund_id: fc.oneof(fc.string({ maxLength: 80 }), fc.integer(), fc.constant(null)),
      refund_amount: fc.oneof(
        fc.integer({ min: -10, max: 0 }),
        fc.integer({ min: 3_001 }),
        fc.double({ min: 0.001, max: 2_999.999, noNaN: true }).filter((value) => !Number.isInteger(value)),
        fc.string(),
        fc.constant(null),
      ),
    });
    await fc.assert(
      fc.asyncProperty(hostileRefund, async (fields) => {
        const response = await postSignedWebhook(app(), {
          type: 'payment.refunded',
          payment_id: payment,
          reference: String(id),
          amount: 3_000,
          currency: 'EUR',
          ...fields,
        });
        expect(response.statusCode).toBe(400);
      }),
      { numRuns: 40 },
    );
    expect(await state()).toEqual(before);
  }, 120_000);

  it('a part refunded of a deposit that granted a bonus forfeits that bonus', async () => {
    const player = await registerPlayer(app());
    const start = await cashier(app(), player).post('makedeposit', { method: 'demo-card', amount: 50, campaign_offer_id: 1 });
    const id = start.body.payload.deposit.id as number;
    await submitHostedForm(app(), `${start.body.payload.redirect_url}/card`, {
      action: 'pay',
      card_number: '4242424242424242',
      card_holder: 'Demo Player',
      expiry: '12/39',
      cvc: '123',
    });
    const bonuses = () =>
      db()
        .selectFrom('player_bonuses')
        .select(['id', 'status'])
        .where('account_id', '=', player.uid)
        .where('source', '=', `deposit:${id}`)
        .execute();
    const [granted] = await waitFor(bonuses, (rows) => rows[0]?.status === 'active', 20_000);
    const part = await refundEvent(id, 5_000, { id: refundId(), amount: 1_000 });
    expect((await postSignedWebhook(app(), part)).json()).toEqual({ received: true, outcome: 'applied' });
    const [forfeited] = await waitFor(bonuses, (rows) => rows[0]?.status === 'forfeited', 20_000);
    expect(forfeited!.id).toBe(granted!.id);
    expect(await app().wallet.audit(db())).toEqual(CLEAN);
  }, 60_000);
});
