import type { FastifyInstance } from 'fastify';
import type { Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { AlreadyTransferredError, HoldAlreadySettledError, PaymentDeclinedError } from '../../wallet';
import type { PaymentEvent } from '../providers/payment-provider';
import { type DepositRefunds, WHOLE_PAYMENT_REFUND_ID } from './deposit-refunds';
import { depositFeeKey, depositKey } from './deposits';
import { holdKey, payoutKey, releaseKey } from './withdrawals';

/** What a callback did; stored with its event id, and answered to the provider. */
export type EventOutcome =
  | 'applied'
  | 'replayed'
  | 'unknown_payment'
  | 'mismatch'
  | 'ignored_out_of_order'
  | 'ignored_after_decline'
  | 'ignored_after_success'
  | 'ignored_after_settlement'
  | 'ignored_after_refund'
  | 'ignored_refund_exceeds_payment'
  | 'refund_review';

/** Where each kind of payment keeps the provider's id for it: a deposit's payment, a withdrawal's payout. */
const providerIdColumn = { deposits: 'provider_payment_id', withdrawals: 'provider_payout_id' } as const;
type PaymentTable = keyof typeof providerIdColumn;

/**
 * The deposit or withdrawal an event names, locked for the rest of the transaction, if the event
 * describes it: with no such row the payment is unknown, and a row whose reference, amount or
 * currency differ from the event's is a mismatch.
 */
async function lockedPayment<Table extends PaymentTable>(
  trx: Transaction<Database>,
  table: Table,
  provider: string,
  event: PaymentEvent,
): Promise<Selectable<Database[Table]> | 'unknown_payment' | 'mismatch'> {
  // Kysely resolves the columns of a named table, not of a type parameter: the query is typed over
  // both tables, and the row it finds is of the one `table` names.
  const from: PaymentTable = table;
  const column: (typeof providerIdColumn)[PaymentTable] = providerIdColumn[table];
  const payment = await trx
    .selectFrom(from)
    .selectAll()
    .where('provider', '=', provider)
    .where(column, '=', event.providerPaymentId)
    .forUpdate()
    .executeTakeFirst();
  if (!payment) return 'unknown_payment';
  if (String(payment.id) !== event.reference || Number(payment.amount) !== event.amount || payment.currency !== event.currency)
    return 'mismatch';
  return payment as Selectable<Database[Table]>;
}

/**
 * Applies a provider's verified callback, once per event id, in one transaction with the money it
 * moves. What makes a hostile or confused provider harmless:
 * - a replayed event finds its id in `payment_webhook_events` and changes nothing;
 * - an event whose amount, currency or reference differs from the payment it names is ignored;
 * - a success after a decline meets the declined ledger key and moves nothing; a decline after a
 *   success meets the transfer and changes nothing (the first final answer wins);
 * - a `pending` that arrives after the outcome does not move the status back;
 * - a payout and a release of the same hold: the second one is refused by the ledger;
 * - a refund applies once per refund id (`deposit_refunds`), only to a deposit that paid, and never
 *   gives back more than was paid with the refunds before it (`services/deposit-refunds.ts`).
 */
export function createPaymentEvents(app: FastifyInstance, refunds: DepositRefunds) {
  const { wallet, events } = app;

  async function applyDepositEvent(trx: Transaction<Database>, provider: string, event: PaymentEvent): Promise<EventOutcome> {
    const deposit = await lockedPayment(trx, 'deposits', provider, event);
    if (typeof deposit === 'string') return deposit;
    const id = Number(deposit.id);
    const final = ['success', 'failed', 'cancelled'].includes(deposit.status);
    const setStatus = (status: 'pending' | 'success' | 'failed' | 'cancelled', changes: { failure_reason?: string | null } = {}) => {
      const requisites = event.cardLast4
        ? { ...(deposit.requisites as unknown as Record<string, string>), card_number: `**** ${event.cardLast4}` }
        : undefined;
      return trx
        .updateTable('deposits')
        .set({ status, updated_at: new Date(), ...changes, ...(requisites ? { requisites: JSON.stringify(requisites) } : {}) })
        .where('id', '=', id)
        .execute();
    };
    switch (event.type) {
      case 'payment.pending':
        if (deposit.status !== 'created') return 'ignored_out_of_order';
        await setStatus('pending');
        return 'applied';
      case 'payment.succeeded': {
        const main = await wallet.accounts.player(trx, deposit.account_id, 'main', deposit.currency);
        const clearing = await wallet.accounts.clearing(trx, provider, deposit.currency);
        try {
          const transfer = await wallet.transfer(trx, {
            key: depositKey(id),
            kind: 'deposit',
            from: clearing,
            to: main,
            amount: Number(deposit.amount),
            reference: { type: 'deposit', id },
          });
          if (transfer.replayed) return 'ignored_after_success';
          // The method's fee leaves what arrived in the same transaction (the player agreed to it on the form).
          if (Number(deposit.fee) > 0)
            await wallet.transfer(trx, {
              key: depositFeeKey(id),
              kind: 'deposit_fee',
              from: main,
              to: await wallet.accounts.fees(trx, deposit.currency),
              amount: Number(deposit.fee),
              reference: { type: 'deposit', id },
            });
        } catch (error) {
          if (error instanceof PaymentDeclinedError) return 'ignored_after_decline';
          throw error;
        }
        await setStatus('success', { failure_reason: null });
        await events.record(trx, {
          type: 'deposit.completed',
          key: String(id),
          payload: {
            accountId: Number(deposit.account_id),
            depositId: id,
            amount: Number(deposit.amount),
            currency: deposit.currency,
            ...(deposit.campaign_offer_id > 0 ? { campaignOfferId: Number(deposit.campaign_offer_id) } : {}),
          },
        });
        return 'applied';
      }
      case 'payment.declined':
      case 'payment.cancelled': {
        const reason = event.type === 'payment.cancelled' ? 'cancelled' : (event.declineCode ?? 'declined');
        try {
          await wallet.decline(trx, depositKey(id), reason);
        } catch (error) {
          if (error instanceof AlreadyTransferredError) return 'ignored_after_success';
          throw error;
        }
        if (final) return 'ignored_out_of_order';
        await setStatus(event.type === 'payment.cancelled' ? 'cancelled' : 'failed', { failure_reason: reason });
        return 'applied';
      }
      case 'payment.refunded': {
        const refund = event.refund ?? { id: WHOLE_PAYMENT_REFUND_ID, amount: Number(deposit.amount) };
        const outcome = await refunds.apply(trx, deposit, refund);
        if (outcome === 'already_refunded') return 'ignored_after_refund';
        if (outcome === 'not_refundable') return 'ignored_out_of_order';
        if (outcome === 'exceeds_payment') return 'ignored_refund_exceeds_payment';
        if (outcome === 'mismatch') return 'mismatch';
        return outcome === 'review' ? 'refund_review' : 'applied';
      }
      default:
        return 'mismatch';
    }
  }

  async function applyPayoutEvent(trx: Transaction<Database>, provider: string, event: PaymentEvent): Promise<EventOutcome> {
    const withdrawal = await lockedPayment(trx, 'withdrawals', provider, event);
    if (typeof withdrawal === 'string') return withdrawal;
    const id = Number(withdrawal.id);
    try {
      if (event.type === 'payout.paid') {
        const paid = await wallet.holds.payout(trx, { key: payoutKey(id), hold: { key: holdKey(id) }, provider });
        if (paid.replayed) return 'ignored_after_settlement';
        await trx.updateTable('withdrawals').set({ status: 'paid', updated_at: new Date() }).where('id', '=', id).execute();
      } else {
        const released = await wallet.holds.release(trx, { key: releaseKey(id), hold: { key: holdKey(id) } });
        if (released.replayed) return 'ignored_after_settlement';
        await trx
          .updateTable('withdrawals')
          .set({ status: 'declined', decline_reason: event.declineCode ?? 'declined_by_provider', updated_at: new Date() })
          .where('id', '=', id)
          .execute();
      }
    } catch (error) {
      if (error instanceof HoldAlreadySettledError) return 'ignored_after_settlement';
      throw error;
    }
    app.players.forget(Number(withdrawal.account_id));
    return 'applied';
  }

  return {
    /** Applies one verified event at most once; resolves to what it did. */
    async apply(provider: string, event: PaymentEvent): Promise<EventOutcome> {
      return app.database.db.transaction().execute(async (trx) => {
        const claimed = await trx
          .insertInto('payment_webhook_events')
          .values({ provider, event_id: event.id, event_type: event.type, outcome: 'applied' })
          .onConflict((conflict) => conflict.columns(['provider', 'event_id']).doNothing())
          .returning('event_id')
          .executeTakeFirst();
        if (!claimed) return 'replayed';
        const outcome = event.type.startsWith('payout.')
          ? await applyPayoutEvent(trx, provider, event)
          : await applyDepositEvent(trx, provider, event);
        await trx
          .updateTable('payment_webhook_events')
          .set({ outcome })
          .where('provider', '=', provider)
          .where('event_id', '=', event.id)
          .execute();
        return outcome;
      });
    },
  };
}

export type PaymentEvents = ReturnType<typeof createPaymentEvents>;
