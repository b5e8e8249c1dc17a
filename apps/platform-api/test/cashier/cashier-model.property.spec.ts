import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { paymentFeeMinor } from '@nfx/format';
import { AlreadyReversedError } from '../../src/wallet';
import { api, registerPlayer } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { cashier, type Player, postSignedWebhook, readyToWithdraw } from './cashier-helpers';

/**
 * A model of one player's money against the real cashier, slot and ledger: random interleavings of
 * deposits, provider callbacks (duplicated, replayed, reordered, contradicting each other),
 * refunds whole or in parts, each under its own refund id, told again or before the payment
 * succeeded (a part the main balance cannot cover waits for review with the parts after it and
 * moves nothing; the operator tries again), withdrawals,
 * cancellations, operator approvals, payout callbacks, spins and bet reversals. After
 * every command the ledger must hold exactly what the model says, and the audit must be clean.
 * The job queue does not run (no worker), so only the callbacks the test sends arrive.
 */
const RUNS = Number(process.env['CASHIER_MODEL_RUNS'] ?? 8);

interface Model {
  main: number;
  pending: number;
  deposits: Array<{
    id: number;
    paymentId: string;
    method: 'demo-card' | 'demo-ewallet';
    amount: number;
    /** What the method's fee takes when the money arrives (the e-wallet's 1.5 %). */
    fee: number;
    state: 'open' | 'succeeded' | 'declined' | 'partially_refunded' | 'refunded' | 'review';
    /** Minor units refunded and gone from main. */
    refunded: number;
    /** Every refund the cashier accepted, by the provider's refund id, in the order they came. */
    refunds: Array<{ id: string; amount: number; fee: number; state: 'applied' | 'review' }>;
  }>;
  withdrawals: Array<{ id: number; amount: number; state: 'pending' | 'processing' | 'paid' | 'released'; payoutId?: string }>;
  rounds: Array<{ id: number; stake: number; reversed: boolean }>;
  sent: Array<Record<string, unknown>>;
}

interface Real {
  testApp: TestApp;
  player: Player;
}

type Command = fc.AsyncCommand<Model, Real>;
const pick = <T>(items: T[], index: number): T | undefined => (items.length === 0 ? undefined : items[index % items.length]);
const eventId = () => `evt_${randomBytes(12).toString('hex')}`;

async function send(real: Real, model: Model, event: Record<string, unknown>, duplicate: boolean) {
  model.sent.push(event);
  const posts = duplicate
    ? [postSignedWebhook(real.testApp.app, event), postSignedWebhook(real.testApp.app, event)]
    : [postSignedWebhook(real.testApp.app, event)];
  for (const response of await Promise.all(posts)) expect(response.statusCode).toBe(200);
}

class StartDeposit implements Command {
  constructor(
    readonly amount: number,
    readonly method: 'demo-card' | 'demo-ewallet',
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const start = await cashier(real.testApp.app, real.player).post('makedeposit', {
      method: this.method,
      amount: this.amount,
      ...(this.method === 'demo-ewallet' ? { requisites: JSON.stringify({ email: 'model@example.com' }) } : {}),
    });
    expect(start.body.status).toBe('ok');
    const id = start.body.payload.deposit.id as number;
    const row = await real.testApp.database.db
      .selectFrom('deposits')
      .select('provider_payment_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const amount = this.amount * 100;
    const fee = this.method === 'demo-ewallet' ? paymentFeeMinor(amount, { percent: 1.5, fixed: { amount: 0, currency: 'USD' } }) : 0;
    model.deposits.push({
      id,
      paymentId: row.provider_payment_id!,
      method: this.method,
      amount,
      fee,
      state: 'open',
      refunded: 0,
      refunds: [],
    });
  }
  toString = () => `StartDeposit(${this.amount}, ${this.method})`;
}

class DepositCallback implements Command {
  constructor(
    readonly index: number,
    readonly type: 'payment.succeeded' | 'payment.declined' | 'payment.cancelled' | 'payment.pending',
    readonly duplicate: boolean,
  ) {}
  check = (model: Readonly<Model>) => model.deposits.length > 0;
  async run(model: Model, real: Real) {
    const deposit = pick(model.deposits, this.index)!;
    await send(
      real,
      model,
      {
        id: eventId(),
        type: this.type,
        payment_id: deposit.paymentId,
        reference: String(deposit.id),
        amount: deposit.amount,
        currency: 'EUR',
        // The provider names the card it took: payouts may go back to it.
        ...(this.type === 'payment.succeeded' && deposit.method === 'demo-card' ? { card_last4: '4242' } : {}),
      },
      this.duplicate,
    );
    if (deposit.state !== 'open' || this.type === 'payment.pending') return;
    if (this.type === 'payment.succeeded') {
      deposit.state = 'succeeded';
      model.main += deposit.amount - deposit.fee;
    } else deposit.state = 'declined';
  }
  toString = () => `DepositCallback(${this.index}, ${this.type}${this.duplicate ? ', twice' : ''})`;
}

type ModelDeposit = Model['deposits'][number];

/** The fee given back once `refunded` of the deposit is refunded: in proportion, half up (the cashier README's rule). */
const feeBackAt = (deposit: ModelDeposit, refunded: number) =>
  refunded >= deposit.amount ? deposit.fee : Math.floor((2 * deposit.fee * refunded + deposit.amount) / (2 * deposit.amount));

/** Refunds waiting for review apply in order while main covers them; a blocked one holds back the rest. */
function settle(model: Model, deposit: ModelDeposit) {
  let blocked = false;
  for (const refund of deposit.refunds.filter((item) => item.state === 'review')) {
    if (blocked || model.main < refund.amount - refund.fee) {
      blocked = true;
      continue;
    }
    model.main -= refund.amount - refund.fee;
    deposit.refunded += refund.amount;
    refund.state = 'applied';
  }
  deposit.state = blocked ? 'review' : deposit.refunded === deposit.amount ? 'refunded' : 'partially_refunded';
}

/**
 * The provider refunded a deposit (a refund asked for, or a chargeback): the whole payment without a
 * refund id, or a part under a new refund id, or a refund it told before told again under a new
 * event id; the callback perhaps sent twice at once.
 */
class RefundCallback implements Command {
  constructor(
    readonly index: number,
    /** Percent of the deposit for a part; 0 for the whole payment without a refund id. */
    readonly percent: number,
    /** Tell again the refund with this index among the deposit's earlier ones, when it has any. */
    readonly again: number | null,
    readonly duplicate: boolean,
  ) {}
  check = (model: Readonly<Model>) => model.deposits.length > 0;
  async run(model: Model, real: Real) {
    const deposit = pick(model.deposits, this.index)!;
    const earlier = this.again === null ? undefined : pick(deposit.refunds, this.again);
    const refund = earlier
      ? { id: earlier.id, amount: earlier.amount }
      : this.percent === 0
        ? { id: 'payment', amount: deposit.amount }
        : { id: `re_${randomBytes(8).toString('hex')}`, amount: Math.max(1, Math.floor((deposit.amount * this.percent) / 100)) };
    await send(
      real,
      model,
      {
        id: eventId(),
        type: 'payment.refunded',
        payment_id: deposit.paymentId,
        reference: String(deposit.id),
        amount: deposit.amount,
        currency: 'EUR',
        ...(refund.id === 'payment' ? {} : { refund_id: refund.id, refund_amount: refund.amount }),
      },
      this.duplicate,
    );
    // Told before, all given back already, or not paid (yet): nothing moves and nothing is remembered.
    if (deposit.refunds.some((item) => item.id === refund.id) || deposit.state === 'refunded') return;
    if (!['succeeded', 'partially_refunded', 'review'].includes(deposit.state)) return;
    const before = deposit.refunds.reduce((sum, item) => sum + item.amount, 0);
    if (before + refund.amount > deposit.amount) return;
    const fee = feeBackAt(deposit, before + refund.amount) - feeBackAt(deposit, before);
    deposit.refunds.push({ id: refund.id, amount: refund.amount, fee, state: 'review' });
    if (deposit.state !== 'review') settle(model, deposit);
  }
  toString = () =>
    `RefundCallback(${this.index}, ${this.again === null ? (this.percent === 0 ? 'whole' : `${this.percent}%`) : `again ${this.again}`}${this.duplicate ? ', twice' : ''})`;
}

/** The operator tries the refunds in review of a deposit again. */
class RetryRefund implements Command {
  constructor(readonly index: number) {}
  check = (model: Readonly<Model>) => model.deposits.length > 0;
  async run(model: Model, real: Real) {
    const deposit = pick(model.deposits, this.index)!;
    const outcome = await real.testApp.app.cashier.retryRefund(deposit.id);
    if (deposit.state !== 'review') {
      expect(outcome).toBe('not_refundable');
      return;
    }
    settle(model, deposit);
    expect(outcome).toBe(deposit.state);
  }
  toString = () => `RetryRefund(${this.index})`;
}

class Replay implements Command {
  constructor(readonly index: number) {}
  check = (model: Readonly<Model>) => model.sent.length > 0;
  async run(model: Model, real: Real) {
    const response = await postSignedWebhook(real.testApp.app, pick(model.sent, this.index)!);
    expect(response.json()).toEqual({ received: true, outcome: 'replayed' });
  }
  toString = () => `Replay(${this.index})`;
}

class Spin implements Command {
  check = () => true;
  async run(model: Model, real: Real) {
    const result = await api(real.testApp.app, 'POST', 'slot/spin', {
      body: { sysname: SLOT.sysname, mode: 'play', stake: '1.00' },
      cookie: real.player.cookie,
      headers: { 'idempotency-key': eventId() },
    });
    if (model.main < 100) {
      expect(result.body.error.type).toBe('UserNeedDepositException');
      return;
    }
    const win = Math.round(result.body.payload.win.amount * 100);
    model.main += win - 100;
    model.rounds.push({ id: result.body.payload.round_id, stake: 100, reversed: false });
  }
  toString = () => 'Spin';
}

class ReverseBet implements Command {
  constructor(readonly index: number) {}
  check = (model: Readonly<Model>) => model.rounds.length > 0;
  async run(model: Model, real: Real) {
    const round = pick(model.rounds, this.index)!;
    const reverse = real.testApp.app.wallet.reverse(real.testApp.database.db, {
      key: `reversal:round:${round.id}:bet`,
      of: { key: `round:${round.id}:bet` },
    });
    if (round.reversed) {
      // The same key replays; a reversal under another key is refused.
      expect((await reverse).replayed).toBe(true);
      await expect(
        real.testApp.app.wallet.reverse(real.testApp.database.db, {
          key: `reversal-again:${round.id}:${eventId()}`,
          of: { key: `round:${round.id}:bet` },
        }),
      ).rejects.toBeInstanceOf(AlreadyReversedError);
      return;
    }
    await reverse;
    round.reversed = true;
    model.main += round.stake;
  }
  toString = () => `ReverseBet(${this.index})`;
}

class RequestWithdrawal implements Command {
  constructor(readonly amount: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const result = await cashier(real.testApp.app, real.player).post('makewithdrawal', {
      method: 'demo-card',
      amount: this.amount,
      requisites: JSON.stringify({ card_holder: 'Model Player', card_number: '4242424242424242' }),
    });
    const minor = this.amount * 100;
    const used = model.withdrawals.filter((item) => item.state !== 'released').reduce((sum, item) => sum + item.amount, 0);
    // Closed loop: only a paid card deposit opens card payouts (to the card it reported).
    const paid = ['succeeded', 'partially_refunded'];
    if (!model.deposits.some((deposit) => paid.includes(deposit.state) && deposit.method === 'demo-card')) {
      expect(result.body.error.type).toBe('RequisitesValidationRequiredException');
    } else if (used + minor > 1_000_000) {
      expect(result.body.error.type).toBe('WithdrawalLimitsPeriodExceededException');
    } else if (model.main < minor) {
      expect(result.body.error.type).toBe('UserNeedDepositException');
    } else {
      expect(result.body.payload.status).toBe('pending');
      model.main -= minor;
      model.pending += minor;
      model.withdrawals.push({ id: result.body.payload.id, amount: minor, state: 'pending' });
    }
  }
  toString = () => `RequestWithdrawal(${this.amount})`;
}

class CancelWithdrawal implements Command {
  constructor(readonly index: number) {}
  check = (model: Readonly<Model>) => model.withdrawals.length > 0;
  async run(model: Model, real: Real) {
    const withdrawal = pick(model.withdrawals, this.index)!;
    const result = await cashier(real.testApp.app, real.player).post('cancelwithdrawal', { id: withdrawal.id });
    if (withdrawal.state !== 'pending') {
      expect(result.body.error.type).toBe('WithdrawalDeclinedException');
      return;
    }
    expect(result.body.payload.status).toBe('cancelled');
    withdrawal.state = 'released';
    model.pending -= withdrawal.amount;
    model.main += withdrawal.amount;
  }
  toString = () => `CancelWithdrawal(${this.index})`;
}

class Approve implements Command {
  constructor(readonly index: number) {}
  check = (model: Readonly<Model>) => model.withdrawals.length > 0;
  async run(model: Model, real: Real) {
    const withdrawal = pick(model.withdrawals, this.index)!;
    const approved = await real.testApp.app.cashier.approveWithdrawal(withdrawal.id);
    expect(approved).toBe(withdrawal.state === 'pending');
    if (!approved) return;
    withdrawal.state = 'processing';
    const row = await real.testApp.database.db
      .selectFrom('withdrawals')
      .select('provider_payout_id')
      .where('id', '=', withdrawal.id)
      .executeTakeFirstOrThrow();
    withdrawal.payoutId = row.provider_payout_id!;
  }
  toString = () => `Approve(${this.index})`;
}

class PayoutCallback implements Command {
  constructor(
    readonly index: number,
    readonly type: 'payout.paid' | 'payout.declined',
    readonly duplicate: boolean,
  ) {}
  check = (model: Readonly<Model>) => model.withdrawals.some((item) => item.payoutId);
  async run(model: Model, real: Real) {
    const withdrawal = pick(
      model.withdrawals.filter((item) => item.payoutId),
      this.index,
    )!;
    await send(
      real,
      model,
      {
        id: eventId(),
        type: this.type,
        payment_id: withdrawal.payoutId,
        reference: String(withdrawal.id),
        amount: withdrawal.amount,
        currency: 'EUR',
      },
      this.duplicate,
    );
    if (withdrawal.state !== 'processing') return;
    withdrawal.state = this.type === 'payout.paid' ? 'paid' : 'released';
    model.pending -= withdrawal.amount;
    if (this.type === 'payout.declined') model.main += withdrawal.amount;
  }
  toString = () => `PayoutCallback(${this.index}, ${this.type}${this.duplicate ? ', twice' : ''})`;
}

const SLOT = { sysname: '' };

const refundCommand = fc
  .tuple(fc.nat(), fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 100 })), fc.option(fc.nat(), { freq: 3 }), fc.boolean())
  .map(([index, percent, again, duplicate]) => new RefundCallback(index, percent, again, duplicate));

/**
 * Generated runs are short (a handful of commands), so refunds would rarely meet money: some runs
 * start with a paid e-wallet deposit (it has a fee) and a paid card deposit, then a burst of
 * refunds whole and in parts (new, told again, duplicated) mixed with what moves main between them
 * (spins, withdrawals and their cancellation, the operator's retries), before the generated commands.
 */
const refundBurst = fc.option(
  fc
    .array(
      fc.oneof(
        { weight: 4, arbitrary: refundCommand },
        { weight: 1, arbitrary: fc.nat().map((index) => new RetryRefund(index) as Command) },
        { weight: 1, arbitrary: fc.constant(new Spin() as Command) },
        // Up to nearly all of the 89.40 the two deposits bring: a part then meets a main balance that cannot cover it.
        { weight: 2, arbitrary: fc.integer({ min: 20, max: 85 }).map((amount) => new RequestWithdrawal(amount) as Command) },
        { weight: 1, arbitrary: fc.nat().map((index) => new CancelWithdrawal(index) as Command) },
      ),
      { minLength: 4, maxLength: 14 },
    )
    .map((burst): Command[] => [
      new StartDeposit(40, 'demo-ewallet'),
      new DepositCallback(0, 'payment.succeeded', false),
      new StartDeposit(50, 'demo-card'),
      new DepositCallback(1, 'payment.succeeded', false),
      ...burst,
    ]),
  { freq: 2 },
);

const commands = [
  fc
    .tuple(fc.integer({ min: 10, max: 80 }), fc.constantFrom('demo-card', 'demo-ewallet' as const))
    .map(([amount, method]) => new StartDeposit(amount, method as StartDeposit['method'])),
  fc
    .tuple(
      fc.nat(),
      fc.constantFrom('payment.succeeded', 'payment.succeeded', 'payment.declined', 'payment.cancelled', 'payment.pending' as const),
      fc.boolean(),
    )
    .map(([index, type, duplicate]) => new DepositCallback(index, type as DepositCallback['type'], duplicate)),
  fc.nat().map((index) => new Replay(index)),
  refundCommand,
  fc.nat().map((index) => new RetryRefund(index)),
  fc.constant(new Spin()),
  fc.nat().map((index) => new ReverseBet(index)),
  fc.integer({ min: 20, max: 60 }).map((amount) => new RequestWithdrawal(amount)),
  fc.nat().map((index) => new CancelWithdrawal(index)),
  fc.nat().map((index) => new Approve(index)),
  fc
    .tuple(fc.nat(), fc.constantFrom('payout.paid', 'payout.declined' as const), fc.boolean())
    .map(([index, type, duplicate]) => new PayoutCallback(index, type as PayoutCallback['type'], duplicate)),
];

describe('cashier and wallet model', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ jobWorkers: false });
    const [game] = (await api(testApp.app, 'GET', 'games/get', { query: { options: JSON.stringify({ category: 'slots', count: 1 }) } }))
      .body.payload.items;
    SLOT.sysname = game.sysname;
  }, 240_000);
  afterAll(() => testApp.close());

  it('reconciles the ledger with the model after any interleaving', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 25 }), refundBurst, async (generated, burst) => {
        const player = await registerPlayer(testApp.app);
        await readyToWithdraw(testApp.app, player.uid);
        const model: Model = { main: 0, pending: 0, deposits: [], withdrawals: [], rounds: [], sent: [] };
        const real: Real = { testApp, player };
        const checked = [...(burst ?? []), ...generated].flatMap((command) => [
          command,
          {
            check: () => true,
            run: async (current: Model) => {
              const balances = await testApp.app.wallet.balances(testApp.database.db, player.uid, 'EUR');
              expect({ main: balances.main, pending: balances.pendingWithdrawal }).toEqual({
                main: current.main,
                pending: current.pending,
              });
            },
            toString: () => 'Reconcile',
          } as Command,
        ]);
        await fc.asyncModelRun(() => ({ model, real }), checked);
        const statuses = await testApp.database.db
          .selectFrom('deposits')
          .select(['id', 'status', 'refunded'])
          .where('account_id', '=', player.uid)
          .execute();
        for (const deposit of model.deposits) {
          const row = statuses.find((item) => Number(item.id) === deposit.id)!;
          const status = row.status;
          expect({ id: deposit.id, status, refunded: Number(row.refunded) }).toEqual({
            id: deposit.id,
            refunded: deposit.refunded,
            status:
              deposit.state === 'succeeded'
                ? 'success'
                : deposit.state === 'refunded' || deposit.state === 'partially_refunded'
                  ? deposit.state
                  : deposit.state === 'review'
                    ? 'refund_review'
                    : deposit.state === 'declined'
                      ? expect.stringMatching(/^(failed|cancelled)$/)
                      : expect.stringMatching(/^(created|pending)$/),
          });
        }
        expect(await testApp.app.wallet.audit(testApp.database.db)).toEqual({
          unbalancedCurrencies: [],
          cacheMismatches: [],
          negativeAccounts: [],
        });
      }),
      { numRuns: RUNS },
    );
  }, 300_000);
});
