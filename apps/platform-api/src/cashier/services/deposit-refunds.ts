import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { PaymentProvider } from '../providers/payment-provider';
import type { DepositRow } from './cashier-format';
import { depositFeeKey, depositKey } from './deposits';

/** The ledger keys of a refund: the deposit's reversal and its fee's. */
export const refundKey = (depositId: number) => `deposit:${depositId}:refund`;
export const feeRefundKey = (depositId: number) => `deposit:${depositId}:fee:refund`;

/** Why a refund waits for the operator instead of moving money. */
export const REFUND_NOT_COVERED = 'refund_not_covered';

/** Deposits a refund may apply to: paid, or refunded by the provider earlier while the balance could not cover it. */
const REFUNDABLE: readonly DepositRow['status'][] = ['success', 'refund_review'];

export type RefundOutcome = 'refunded' | 'review' | 'already_refunded' | 'not_refundable';

/**
 * Refunds of deposits. The provider gives the payer their money back (asked by the operator with
 * `request`, or on its own, a chargeback); its signed `payment.refunded` then takes the money back
 * out of the player's main balance with `apply`: the deposit's fee is given back (a reversal of the
 * fee transfer) and the whole deposit leaves (a reversal of the deposit transfer), both referencing
 * what they reverse, in one transaction. A main balance that cannot cover what leaves is never
 * made negative: nothing moves and the deposit waits in `refund_review` for the operator.
 */
export function createDepositRefunds(app: FastifyInstance, providers: ReadonlyMap<string, PaymentProvider>) {
  const { wallet, events } = app;
  const db = app.database.db;

  /** What a refund of this deposit takes from the main balance: the amount less the fee it gives back. */
  const netOf = (deposit: DepositRow) => Number(deposit.amount) - Number(deposit.fee);

  /** Whether the player's main balance covers the refund now (read under the caller's locks). */
  async function covered(trx: Transaction<Database>, deposit: DepositRow): Promise<boolean> {
    const main = await wallet.accounts.player(trx, Number(deposit.account_id), 'main', deposit.currency);
    return (await wallet.balance(trx, main)) >= netOf(deposit);
  }

  /** Applies a provider's refund of a deposit locked by the caller (`for update`), in the caller's transaction. */
  async function apply(trx: Transaction<Database>, deposit: DepositRow): Promise<RefundOutcome> {
    if (deposit.status === 'refunded') return 'already_refunded';
    if (!REFUNDABLE.includes(deposit.status)) return 'not_refundable';
    const id = Number(deposit.id);
    const accountId = Number(deposit.account_id);
    const main = await wallet.accounts.player(trx, accountId, 'main', deposit.currency);
    const clearing = await wallet.accounts.clearing(trx, deposit.provider, deposit.currency);
    const fees = await wallet.accounts.fees(trx, deposit.currency);
    // Locked first, so no spin or withdrawal spends the balance between the check and the reversals.
    await wallet.lock(trx, main, clearing, fees);
    if (!(await covered(trx, deposit))) {
      await trx
        .updateTable('deposits')
        .set({ status: 'refund_review', failure_reason: REFUND_NOT_COVERED, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
      return 'review';
    }
    if (Number(deposit.fee) > 0) await wallet.reverse(trx, { key: feeRefundKey(id), of: { key: depositFeeKey(id) } });
    await wallet.reverse(trx, { key: refundKey(id), of: { key: depositKey(id) } });
    await trx
      .updateTable('deposits')
      .set({ status: 'refunded', failure_reason: null, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    await events.record(trx, {
      type: 'deposit.refunded',
      key: String(id),
      payload: { accountId, depositId: id, amount: Number(deposit.amount), currency: deposit.currency },
    });
    app.players.forget(accountId);
    return 'refunded';
  }

  /**
   * The operator asks the provider to refund a paid deposit. Refused (false) when it is not paid,
   * when the player's main balance cannot cover it now, or when the provider says no. Money moves
   * when the provider's signed callback arrives.
   */
  async function request(depositId: number): Promise<'requested' | 'not_refundable' | 'not_covered'> {
    return db.transaction().execute(async (trx) => {
      const deposit = await trx.selectFrom('deposits').selectAll().where('id', '=', depositId).forUpdate().executeTakeFirst();
      const provider = deposit && providers.get(deposit.provider);
      if (!deposit || deposit.status !== 'success' || !provider || !deposit.provider_payment_id) return 'not_refundable';
      if (!(await covered(trx, deposit))) return 'not_covered';
      const accepted = await provider.createRefund(trx, {
        providerPaymentId: deposit.provider_payment_id,
        reference: String(deposit.id),
        amount: Number(deposit.amount),
        currency: deposit.currency,
      });
      return accepted ? 'requested' : 'not_refundable';
    });
  }

  /** The operator tries a refund in review again (the player's balance may cover it now); nothing is asked of the provider. */
  async function retry(depositId: number): Promise<RefundOutcome> {
    return db.transaction().execute(async (trx) => {
      const deposit = await trx.selectFrom('deposits').selectAll().where('id', '=', depositId).forUpdate().executeTakeFirst();
      if (!deposit || deposit.status !== 'refund_review') return 'not_refundable';
      return apply(trx, deposit);
    });
  }

  /** Paid deposits the operator may refund, and refunds in review, newest first (the operator page). */
  async function reviewList() {
    const columns = ['d.id', 'd.amount', 'd.fee', 'd.currency', 'd.method', 'd.status', 'd.requisites', 'd.updated_at', 'a.login'] as const;
    const query = db.selectFrom('deposits as d').innerJoin('accounts as a', 'a.id', 'd.account_id').select(columns);
    const review = await query.where('d.status', '=', 'refund_review').orderBy('d.id', 'desc').limit(50).execute();
    const paid = await query.where('d.status', 'in', ['success', 'refunded']).orderBy('d.id', 'desc').limit(30).execute();
    return { review, paid };
  }

  return { apply, request, retry, reviewList };
}

export type DepositRefunds = ReturnType<typeof createDepositRefunds>;
