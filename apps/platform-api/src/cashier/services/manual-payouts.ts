import type { FastifyInstance } from 'fastify';
import { MANUAL_PAYOUT_PREFIX } from '../providers/stripe-provider';
import type { EventOutcome, PaymentEvents } from './payment-events';

/**
 * Payouts the payments team makes by hand (a provider whose API pays no winnings out, such as
 * Stripe without Connect): an approved withdrawal waits in `processing` with a `manual-…` payout
 * id until staff confirm it was paid or could not be. The confirmation settles the hold through the
 * same idempotent event path as a provider's webhook, so a double click, or paid after declined,
 * moves money once.
 */
export function createManualPayouts(app: FastifyInstance, paymentEvents: PaymentEvents) {
  return {
    async settle(withdrawalId: number, outcome: 'paid' | 'declined', reason?: string): Promise<EventOutcome | 'not_manual'> {
      const row = await app.database.db
        .selectFrom('withdrawals')
        .select(['id', 'provider', 'provider_payout_id', 'status', 'amount', 'currency'])
        .where('id', '=', withdrawalId)
        .executeTakeFirst();
      const payoutId = row?.provider_payout_id;
      if (!row || !payoutId?.startsWith(MANUAL_PAYOUT_PREFIX)) return 'not_manual';
      return paymentEvents.apply(row.provider, {
        id: `${payoutId}:${outcome}`,
        type: outcome === 'paid' ? 'payout.paid' : 'payout.declined',
        providerPaymentId: payoutId,
        reference: String(row.id),
        amount: Number(row.amount),
        currency: row.currency,
        occurredAt: new Date(),
        ...(outcome === 'declined' ? { declineCode: reason?.slice(0, 200) || 'declined_by_payments_team' } : {}),
      });
    },
  };
}

export type ManualPayouts = ReturnType<typeof createManualPayouts>;
