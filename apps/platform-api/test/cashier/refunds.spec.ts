import { registerPlayer } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { cashier, depositByCard, depositStatusAfter, type Player, postSignedWebhook, readyToWithdraw } from './cashier-helpers';
import { signedInStaffMember } from '../staff/staff-member';
import { depositByEwallet as paidEwalletDeposit, outcomeOf, staffRefundAction, staffRefundsList } from './refund-helpers';

const CLEAN = { unbalancedCurrencies: [], cacheMismatches: [], negativeAccounts: [] };

/**
 * Deposit fees and refunds through the provider: the e-wallet's 1.5 % fee is shown before paying
 * and taken through the ledger with the deposit; a refund (asked by the payments team in the back
 * office, or a provider's own chargeback) reverses the deposit and its fee once, and waits for
 * review instead of making a main balance negative.
 */
describe('cashier deposit fees and refunds', () => {
  let testApp: TestApp;
  const app = () => testApp.app;
  const db = () => testApp.database.db;
  const balances = (player: Player) => app().wallet.balances(db(), player.uid, 'EUR');
  const feeIncome = async () => app().wallet.balance(db(), await app().wallet.accounts.fees(db(), 'EUR'));
  const transfers = (depositId: number) =>
    db()
      .selectFrom('ledger_transfers')
      .select(['idempotency_key', 'kind', 'amount', 'reverses_transfer_id', 'id'])
      .where('reference_type', '=', 'deposit')
      .where('reference_id', '=', String(depositId))
      .orderBy('id')
      .execute();
  const info = async (player: Player, id: number) => (await cashier(app(), player).get('getdepositinfo', { id: String(id) })).body.payload;

  const depositByEwallet = (player: Player, amount: number) => paidEwalletDeposit(app(), player, amount);
  let payments: string;
  const act = async (id: number, answer: 'refund' | 'retry', amount?: string) =>
    outcomeOf(await staffRefundAction(app(), payments, id, answer, amount));

  beforeAll(async () => {
    testApp = await createTestApp();
    payments = (await signedInStaffMember(testApp, 'payments')).cookie;
  }, 240_000);
  afterAll(() => testApp.close());

  it('shows the e-wallet’s fee before paying and takes it through the ledger with the deposit', async () => {
    const player = await registerPlayer(app());
    const settings = (await cashier(app(), player).get('getdepositsettings')).body.payload;
    const fees = Object.fromEntries(settings.methods.map((method: { sysname: string; fee: unknown }) => [method.sysname, method.fee]));
    expect(fees).toEqual({
      'demo-card': { percent: 0, fixed: { amount: 0, currency: 'EUR' } },
      'demo-bank-transfer': { percent: 0, fixed: { amount: 0, currency: 'EUR' } },
      'demo-ewallet': { percent: 1.5, fixed: { amount: 0, currency: 'EUR' } },
    });
    const incomeBefore = await feeIncome();
    const { id, start } = await depositByEwallet(player, 15);
    // 1.5 % of 15.00 is 0.225: rounded half up to the cent.
    expect(start.body.payload.deposit).toMatchObject({
      amount: { amount: 15, currency: 'EUR' },
      fee: { amount: 0.23, currency: 'EUR' },
      credited: { amount: 14.77, currency: 'EUR' },
    });
    expect((await balances(player)).main).toBe(1_477);
    expect(await feeIncome()).toBe(incomeBefore + 23);
    expect((await transfers(id)).map((row) => [row.idempotency_key, row.kind, Number(row.amount)])).toEqual([
      [`deposit:${id}`, 'deposit', 1_500],
      [`deposit:${id}:fee`, 'deposit_fee', 23],
    ]);
    // A card pays no fee: all of it arrives.
    const card = await depositByCard(app(), player, 20);
    expect(await info(player, card.id)).toMatchObject({ fee: { amount: 0 }, credited: { amount: 20 } });
    expect((await balances(player)).main).toBe(3_477);
    expect(await app().wallet.audit(db())).toEqual(CLEAN);
  });

  it('a back-office refund goes through the provider; its signed callback reverses the deposit and its fee once', async () => {
    const player = await registerPlayer(app());
    const { id } = await depositByEwallet(player, 40);
    const incomeBefore = await feeIncome();
    expect((await balances(player)).main).toBe(3_940);

    expect((await staffRefundsList(app(), payments, 'refundable', `#${id}`)).map((row) => [row.id, row.left])).toEqual([[id, '40.00']]);
    expect(await act(id, 'refund', '40.00')).toBe('requested');
    expect(await depositStatusAfter(app(), player, id, ['success'])).toBe('refunded');
    expect((await balances(player)).main).toBe(0);
    expect(await feeIncome()).toBe(incomeBefore - 60);

    const rows = await transfers(id);
    const byKey = Object.fromEntries(rows.map((row) => [row.idempotency_key, row]));
    expect(byKey[`deposit:${id}:refund`]).toMatchObject({ kind: 'reversal', reverses_transfer_id: byKey[`deposit:${id}`]!.id });
    expect(byKey[`deposit:${id}:fee:refund`]).toMatchObject({ kind: 'reversal', reverses_transfer_id: byKey[`deposit:${id}:fee`]!.id });
    expect(
      await db()
        .selectFrom('domain_events')
        .select('payload')
        .where('type', '=', 'deposit.refunded')
        .where('key', '=', String(id))
        .execute(),
    ).toHaveLength(1);

    // Shown as refunded to the player; the payments team cannot refund it again.
    expect(await info(player, id)).toMatchObject({ status: 'refunded', failure_reason: null });
    const history = (await cashier(app(), player).get('gethistory', { type: 'deposit', statuses: 'refunded' })).body.payload;
    expect(history.items.map((item: { id: number; status: string }) => [item.id, item.status])).toEqual([[id, 'refunded']]);
    expect(await act(id, 'refund', '40.00')).toBe('refund_not_refundable');
    expect((await staffRefundsList(app(), payments, 'refunded', `#${id}`)).map((row) => [row.status, row.refunded])).toEqual([
      ['refunded', '40.00'],
    ]);

    // The provider's callback replayed, or sent again under a new id, changes nothing.
    const payment = await db().selectFrom('deposits').select('provider_payment_id').where('id', '=', id).executeTakeFirstOrThrow();
    const refund = {
      type: 'payment.refunded',
      payment_id: payment.provider_payment_id,
      reference: String(id),
      amount: 4_000,
      currency: 'EUR',
    };
    expect((await postSignedWebhook(app(), refund)).json()).toEqual({ received: true, outcome: 'ignored_after_refund' });
    const fixed = { ...refund, id: 'evt_refund_replayed_once' };
    expect((await postSignedWebhook(app(), fixed)).json()).toEqual({ received: true, outcome: 'ignored_after_refund' });
    expect((await postSignedWebhook(app(), fixed)).json()).toEqual({ received: true, outcome: 'replayed' });
    expect((await balances(player)).main).toBe(0);
    expect(await app().wallet.audit(db())).toEqual(CLEAN);
  });

  it('a refund the main balance cannot cover moves nothing and waits for review; tried again once it can, it refunds', async () => {
    const player = await registerPlayer(app());
    await readyToWithdraw(app(), player.uid);
    const { id } = await depositByCard(app(), player, 50);
    const withdrawal = await cashier(app(), player).post('makewithdrawal', {
      method: 'demo-card',
      amount: 40,
      requisites: JSON.stringify({ card_holder: 'Demo Player', card_number: '4242424242424242' }),
    });
    expect(withdrawal.body.payload.status).toBe('pending');
    expect(await balances(player)).toMatchObject({ main: 1_000, pendingWithdrawal: 4_000 });

    // The payments team is told before the provider is asked.
    expect(await act(id, 'refund', '50.00')).toBe('refund_not_covered');
    expect((await info(player, id)).status).toBe('success');

    // A chargeback: the provider gave the money back on its own.
    const payment = await db().selectFrom('deposits').select('provider_payment_id').where('id', '=', id).executeTakeFirstOrThrow();
    const chargeback = {
      type: 'payment.refunded',
      payment_id: payment.provider_payment_id,
      reference: String(id),
      amount: 5_000,
      currency: 'EUR',
    };
    expect((await postSignedWebhook(app(), chargeback)).json()).toEqual({ received: true, outcome: 'refund_review' });
    expect(await info(player, id)).toMatchObject({ status: 'refund_review', failure_reason: 'refund_not_covered' });
    expect(await balances(player)).toMatchObject({ main: 1_000, pendingWithdrawal: 4_000 });
    expect((await staffRefundsList(app(), payments, 'review')).map((row) => row.id)).toContain(id);
    expect(await act(id, 'retry')).toBe('review');

    await cashier(app(), player).post('cancelwithdrawal', { id: withdrawal.body.payload.id });
    expect(await act(id, 'retry')).toBe('refunded');
    expect(await info(player, id)).toMatchObject({ status: 'refunded', failure_reason: null });
    expect(await balances(player)).toMatchObject({ main: 0, pendingWithdrawal: 0 });
    expect(await app().wallet.audit(db())).toEqual(CLEAN);
  });

  it('a refund of a deposit that never paid, or for another amount, moves nothing', async () => {
    const player = await registerPlayer(app());
    const start = await cashier(app(), player).post('makedeposit', { method: 'demo-card', amount: 30 });
    const id = start.body.payload.deposit.id as number;
    const payment = await db().selectFrom('deposits').select('provider_payment_id').where('id', '=', id).executeTakeFirstOrThrow();
    const event = { type: 'payment.refunded', payment_id: payment.provider_payment_id, reference: String(id), currency: 'EUR' };
    expect((await postSignedWebhook(app(), { ...event, amount: 3_000 })).json()).toEqual({
      received: true,
      outcome: 'ignored_out_of_order',
    });
    expect((await postSignedWebhook(app(), { ...event, amount: 1_000 })).json()).toEqual({ received: true, outcome: 'mismatch' });
    expect(await app().cashier.refundDeposit(id, 3_000)).toBe('not_refundable');
    expect((await info(player, id)).status).toBe('created');
    expect((await balances(player)).main).toBe(0);
  });
});
