import type Stripe from 'stripe';
import type { PaymentEvent } from './payment-provider';

/** What the adapter writes on every Checkout Session and refund it creates, and reads back from their events. */
export const STRIPE_METADATA = { deposit: 'deposit_id', session: 'checkout_session', paymentAmount: 'payment_amount' } as const;

/** A Checkout Session's outcome as the cashier knows it, or null for a state that settles nothing. */
function sessionEventType(type: string, session: Stripe.Checkout.Session): PaymentEvent['type'] | null {
  switch (type) {
    case 'checkout.session.completed':
      // A card is paid when the session completes; a delayed method completes unpaid and settles later.
      return session.payment_status === 'paid' ? 'payment.succeeded' : session.payment_status === 'unpaid' ? 'payment.pending' : null;
    case 'checkout.session.async_payment_succeeded':
      return 'payment.succeeded';
    case 'checkout.session.async_payment_failed':
      return 'payment.declined';
    case 'checkout.session.expired':
      return 'payment.cancelled';
    default:
      return null;
  }
}

/** The deposit a session was created for: its `client_reference_id`, which the adapter also writes to the metadata. */
function depositReference(session: Stripe.Checkout.Session): string | null {
  const reference = session.client_reference_id ?? session.metadata?.[STRIPE_METADATA.deposit] ?? null;
  return reference && /^\d{1,18}$/.test(reference) ? reference : null;
}

/** A verified Checkout Session event as a cashier event; null when it is not about a deposit's outcome. */
export function checkoutSessionEvent(event: Stripe.Event): PaymentEvent | null {
  if (!event.type.startsWith('checkout.session.')) return null;
  const session = event.data.object as Stripe.Checkout.Session;
  const type = sessionEventType(event.type, session);
  const reference = depositReference(session);
  if (!type || !reference || session.amount_total === null) return null;
  return {
    id: event.id,
    type,
    providerPaymentId: session.id,
    reference,
    amount: session.amount_total,
    currency: session.currency?.toUpperCase() ?? '',
    occurredAt: new Date(event.created * 1000),
    ...(type === 'payment.declined' ? { declineCode: 'async_payment_failed' } : {}),
  };
}

/** Whether a verified event is a refund that has gone through (a pending or failed one moves no money yet). */
export function succeededRefund(event: Stripe.Event): Stripe.Refund | null {
  if (event.type !== 'refund.created' && event.type !== 'refund.updated') return null;
  const refund = event.data.object as Stripe.Refund;
  return refund.status === 'succeeded' && typeof refund.payment_intent === 'string' ? refund : null;
}

/** A succeeded refund as a cashier event, given the session it gives back (its deposit and full amount). */
export function refundEvent(event: Stripe.Event, refund: Stripe.Refund, session: Stripe.Checkout.Session): PaymentEvent | null {
  const reference = depositReference(session);
  if (!reference || session.amount_total === null) return null;
  return {
    id: event.id,
    type: 'payment.refunded',
    providerPaymentId: session.id,
    reference,
    amount: session.amount_total,
    currency: refund.currency.toUpperCase(),
    occurredAt: new Date(event.created * 1000),
    refund: { id: refund.id, amount: refund.amount },
  };
}
