import type { FastifyInstance } from 'fastify';
import type { Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { DepositRefundsTable } from '../../db/tables/cashier';
import type { PaymentProvider } from '../providers/payment-provider';
import type { DepositRow } from './cashier-format';
import { depositFeeKey, depositKey } from './deposits';
import { feeGivenBack } from './refund-fee';

/** The ledger keys of a refund of the whole deposit in one: the deposit's reversal and its fee's. */
export const refundKey = (depositId: number) => `deposit:${depositId}:refund`;
export const feeRefundKey = (depositId: number) => `deposit:${depositId}:fee:refund`;
/** The ledger keys of one part of a deposit refunded (`refundId` is the `deposit_refunds` row). */
export const partRefundKey = (depositId: number, refundId: number) => `deposit:${depositId}:refund:${refundId}`;
export const partFeeRefundKey = (depositId: number, refundId: number) => `deposit:${depositId}:fee:refund:${refundId}`;

/** The refund id of a provider's callback that names none: it gave the whole payment back in one. */
export const WHOLE_PAYMENT_REFUND_ID = 'payment';

/** Why a refund waits for the operator instead of moving money. */
export const REFUND_NOT_COVERED = 'refund_not_covered';

/** Deposits a new refund may apply to: paid, partly refunded, or with refunds waiting for review. */
const REFUNDABLE: readonly DepositRow['status'][] = ['success', 'partially_refunded', 'refund_review'];
/** Deposits the operator may ask the provider to refund (some of it is still paid and none waits for review). */
const REQUESTABLE: readonly DepositRow['status'][] = ['success', 'partially_refunded'];

export type RefundOutcome =
  /** Its money moved; the deposit is now refunded in full, or in part. */
  | 'refunded'
  | 'partially_refunded'
  /** Nothing moved: the main balance cannot cover it (or an earlier refund still waits); the deposit is in `refund_review`. */
  | 'review'
  /** This refund id was applied (or queued for review) before, or the deposit is refunded in full: it changes nothing. */
  | 'already_refunded'
  /** The deposit never paid: nothing to give back. */
  | 'not_refundable'
  /** With the refunds before it, it would give back more than was paid: refused, nothing moves. */
  | 'exceeds_payment'
  /** The same refund id with another amount. */
  | 'mismatch';

type RefundRow = Selectable<DepositRefundsTable>;

/**
 * Refunds of deposits, whole or in parts. The provider gives the payer their money back (asked by
 * the operator with `request`, or on its own, a chargeback), each refund under its own id; its
 * signed `payment.refunded` then takes that money out of the player's main balance with `apply`.
 * Each refund id applies once (`deposit_refunds`, unique per deposit), and all of them together
 * never exceed the deposit (checked under the deposit's row lock, and held by the schema:
 * `deposits.refunded <= amount`).
 *
 * The ledger, in one transaction with the deposit's status and `deposit.refunded`:
 * - the whole deposit in one refund: the fee's and the deposit's transfers are reversed (a
 *   `reversal` mirrors the whole transfer it names);
 * - a part: a `deposit_fee_refund` (fee_income → main) gives back that part's share of the fee and
 *   a `deposit_refund` (main → the provider's clearing) takes the part, each referencing the
 *   transfer it gives part of back (`ledger_transfer`, its id). The fee comes back in proportion to
 *   what is refunded (`refund-fee.ts`), so all the parts together give back exactly the whole fee.
 *
 * A main balance that cannot cover what leaves is never made negative: nothing moves, the refund
 * waits in review and the deposit in `refund_review`, and later refunds queue behind it, so parts
 * always apply in the order the provider made them.
 */
export function createDepositRefunds(app: FastifyInstance, providers: ReadonlyMap<string, PaymentProvider>) {
  const { wallet, events } = app;
  const db = app.database.db;

  /** What the main balance loses when `amount` of this deposit is refunded after `before` was: the part less its share of the fee. */
  const netOf = (deposit: DepositRow, before: number, amount: number) =>
    amount -
    (feeGivenBack(Number(deposit.fee), Number(deposit.amount), before + amount) -
      feeGivenBack(Number(deposit.fee), Number(deposit.amount), before));

  async function mainBalance(trx: Transaction<Database>, deposit: DepositRow) {
    return wallet.balance(trx, await wallet.accounts.player(trx, Number(deposit.account_id), 'main', deposit.currency));
  }

  const waiting = (trx: Transaction<Database>, depositId: number) =>
    trx
      .selectFrom('deposit_refunds')
      .selectAll()
      .where('deposit_id', '=', depositId)
      .where('status', '=', 'review')
      .orderBy('id')
      .execute();

  /** Moves one refund's money (the caller checked the balance covers it) and marks it applied. */
  async function move(trx: Transaction<Database>, deposit: DepositRow, refund: RefundRow) {
    const id = Number(deposit.id);
    const accountId = Number(deposit.account_id);
    const amount = Number(refund.amount);
    const fee = Number(refund.fee);
    if (amount === Number(deposit.amount)) {
      if (fee > 0) await wallet.reverse(trx, { key: feeRefundKey(id), of: { key: depositFeeKey(id) } });
      await wallet.reverse(trx, { key: refundKey(id), of: { key: depositKey(id) } });
    } else {
      const main = await wallet.accounts.player(trx, accountId, 'main', deposit.currency);
      const refundId = Number(refund.id);
      // The fee's share first: it only adds to main, so the part that leaves next never finds less than the check saw.
      if (fee > 0) {
        const feeTransfer = await wallet.find(trx, { key: depositFeeKey(id) });
        await wallet.transfer(trx, {
          key: partFeeRefundKey(id, refundId),
          kind: 'deposit_fee_refund',
          from: await wallet.accounts.fees(trx, deposit.currency),
          to: main,
          amount: fee,
          reference: { type: 'ledger_transfer', id: String(feeTransfer!.id) },
        });
      }
      const depositTransfer = await wallet.find(trx, { key: depositKey(id) });
      await wallet.transfer(trx, {
        key: partRefundKey(id, refundId),
        kind: 'deposit_refund',
        from: main,
        to: await wallet.accounts.clearing(trx, deposit.provider, deposit.currency),
        amount,
        reference: { type: 'ledger_transfer', id: String(depositTransfer!.id) },
      });
    }
    await trx.updateTable('deposit_refunds').set({ status: 'applied', applied_at: new Date() }).where('id', '=', refund.id).execute();
    await events.record(trx, {
      type: 'deposit.refunded',
      // The whole deposit in one keeps the key it always had; each part has its own.
      key: amount === Number(deposit.amount) ? String(id) : `${id}:${refund.id}`,
      payload: { accountId, depositId: id, amount, currency: deposit.currency },
    });
  }

  /**
   * Applies the refunds waiting for review of a deposit locked by the caller, in order, as far as
   * the main balance covers them; then sets what the deposit is now.
   */
  async function settle(trx: Transaction<Database>, deposit: DepositRow): Promise<'refunded' | 'partially_refunded' | 'review'> {
    const id = Number(deposit.id);
    const accountId = Number(deposit.account_id);
    const main = await wallet.accounts.player(trx, accountId, 'main', deposit.currency);
    const clearing = await wallet.accounts.clearing(trx, deposit.provider, deposit.currency);
    const fees = await wallet.accounts.fees(trx, deposit.currency);
    // Locked first, so no spin or withdrawal spends the balance between the check and the transfers.
    await wallet.lock(trx, main, clearing, fees);
    let balance = await wallet.balance(trx, main);
    let refunded = Number(deposit.refunded);
    let left = 0;
    for (const refund of await waiting(trx, id)) {
      const net = Number(refund.amount) - Number(refund.fee);
      if (left > 0 || balance < net) {
        left += 1;
        continue;
      }
      await move(trx, deposit, refund);
      balance -= net;
      refunded += Number(refund.amount);
    }
    const status = left > 0 ? 'refund_review' : refunded === Number(deposit.amount) ? 'refunded' : 'partially_refunded';
    await trx
      .updateTable('deposits')
      .set({ status, refunded, failure_reason: left > 0 ? REFUND_NOT_COVERED : null, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    if (refunded !== Number(deposit.refunded)) app.players.forget(accountId);
    return status === 'refund_review' ? 'review' : status;
  }

  /**
   * Applies a provider's refund (its id and amount) of a deposit locked by the caller (`for update`),
   * in the caller's transaction.
   */
  async function apply(trx: Transaction<Database>, deposit: DepositRow, refund: { id: string; amount: number }): Promise<RefundOutcome> {
    const id = Number(deposit.id);
    const known = await trx
      .selectFrom('deposit_refunds')
      .select('amount')
      .where('deposit_id', '=', id)
      .where('provider_refund_id', '=', refund.id)
      .executeTakeFirst();
    if (known) return Number(known.amount) === refund.amount ? 'already_refunded' : 'mismatch';
    // All of it went back already: any further refund is one told again (under another id), not new money.
    if (deposit.status === 'refunded') return 'already_refunded';
    if (!REFUNDABLE.includes(deposit.status)) return 'not_refundable';
    const queued = (await waiting(trx, id)).reduce((sum, row) => sum + Number(row.amount), 0);
    const before = Number(deposit.refunded) + queued;
    if (before + refund.amount > Number(deposit.amount)) return 'exceeds_payment';
    const fee =
      feeGivenBack(Number(deposit.fee), Number(deposit.amount), before + refund.amount) -
      feeGivenBack(Number(deposit.fee), Number(deposit.amount), before);
    await trx
      .insertInto('deposit_refunds')
      .values({ deposit_id: id, provider_refund_id: refund.id, amount: refund.amount, fee, status: 'review' })
      .execute();
    // Refunds already waiting go first: this one waits behind them.
    if (deposit.status === 'refund_review') return 'review';
    return settle(trx, deposit);
  }

  /**
   * The operator asks the provider to refund `amount` (minor units) of a paid deposit, all of it or a
   * part of what is not refunded yet. Refused when it is not paid (or refunded already), when the
   * amount is not a whole number of minor units from 1 to what is left, when the player's main
   * balance cannot cover it now, or when the provider says no. Money moves when the provider's
   * signed callback arrives.
   */
  async function request(depositId: number, amount: number): Promise<'requested' | 'not_refundable' | 'not_covered' | 'too_much'> {
    return db.transaction().execute(async (trx) => {
      const deposit = await trx.selectFrom('deposits').selectAll().where('id', '=', depositId).forUpdate().executeTakeFirst();
      const provider = deposit && providers.get(deposit.provider);
      if (!deposit || !REQUESTABLE.includes(deposit.status) || !provider || !deposit.provider_payment_id) return 'not_refundable';
      const before = Number(deposit.refunded);
      if (!Number.isSafeInteger(amount) || amount < 1 || before + amount > Number(deposit.amount)) return 'too_much';
      if ((await mainBalance(trx, deposit)) < netOf(deposit, before, amount)) return 'not_covered';
      const accepted = await provider.createRefund(trx, {
        providerPaymentId: deposit.provider_payment_id,
        reference: String(deposit.id),
        amount: Number(deposit.amount),
        refundAmount: amount,
        currency: deposit.currency,
      });
      return accepted ? 'requested' : 'not_refundable';
    });
  }

  /** The operator tries the refunds in review again (the player's balance may cover them now); nothing is asked of the provider. */
  async function retry(depositId: number): Promise<'refunded' | 'partially_refunded' | 'review' | 'not_refundable'> {
    return db.transaction().execute(async (trx) => {
      const deposit = await trx.selectFrom('deposits').selectAll().where('id', '=', depositId).forUpdate().executeTakeFirst();
      if (!deposit || deposit.status !== 'refund_review') return 'not_refundable';
      return settle(trx, deposit);
    });
  }

  /** What is left to refund of a deposit the operator may refund now (minor units), or undefined. */
  async function refundable(depositId: number): Promise<{ left: number; currency: string } | undefined> {
    const deposit = await db
      .selectFrom('deposits')
      .select(['amount', 'refunded', 'currency', 'status'])
      .where('id', '=', depositId)
      .executeTakeFirst();
    if (!deposit || !REQUESTABLE.includes(deposit.status)) return undefined;
    return { left: Number(deposit.amount) - Number(deposit.refunded), currency: deposit.currency };
  }

  return { apply, request, refundable, retry };
}

export type DepositRefunds = ReturnType<typeof createDepositRefunds>;
