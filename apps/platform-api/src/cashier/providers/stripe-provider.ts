import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import { loadProviderSdk } from '../../provider-sdk';
import type { StripeSettings } from '../../provider-settings';
import { type PaymentEvent, type PaymentProvider, WebhookRejectedError } from './payment-provider';
import { checkoutSessionEvent, refundEvent, STRIPE_METADATA, succeededRefund } from './stripe-events';

export const STRIPE_PROVIDER = 'stripe';
/** How long a player has to pay on Stripe's page; an unpaid session then expires and the deposit reads cancelled. */
const CHECKOUT_MINUTES = 30;
/** Stripe's own default: a signed event older than five minutes is refused as a possible replay. */
const WEBHOOK_TOLERANCE_SECONDS = 300;
/** Payouts are confirmed by the payments team (see `manualPayoutId`), so their ids say so. */
export const MANUAL_PAYOUT_PREFIX = 'manual-';

/** The client, pointed at STRIPE_API_URL when set (a local fake in tests), else Stripe's own API. */
function stripeClient(StripeClient: typeof Stripe, settings: StripeSettings): Stripe {
  const target = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  return new StripeClient(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(target
      ? {
          protocol: target.protocol === 'http:' ? 'http' : 'https',
          host: target.hostname,
          port: target.port || (target.protocol === 'http:' ? 80 : 443),
        }
      : {}),
  });
}

/**
 * Card payments through Stripe. A deposit is a Checkout Session in payment mode: Stripe creates
 * its PaymentIntent, shows the card form on its own page (so no card number ever reaches this
 * site) and runs 3-D Secure when the bank asks. The outcome arrives only as a webhook verified
 * with the client's own `constructEventAsync` (signature and five-minute tolerance); the player's
 * return to the outcome page moves no money. Refunds go through Stripe's refunds API, with the
 * deposit written to the refund's metadata. Stripe pays no winnings to cards without Connect, so a
 * withdrawal becomes a payout request the payments team pays and confirms (`settleManualPayout`).
 * The `stripe` package is loaded here, when the cashier starts with Stripe configured, and only then.
 */
export async function createStripeProvider(
  settings: StripeSettings,
  publicOrigin: string,
  log: FastifyBaseLogger,
): Promise<PaymentProvider> {
  const { default: StripeClient } = await loadProviderSdk('Stripe (STRIPE_SECRET_KEY)', () => import('stripe'));
  const stripe = stripeClient(StripeClient, settings);

  /** The Checkout Session a refund belongs to: named in the metadata the adapter wrote, else found by its PaymentIntent. */
  async function sessionOfRefund(refund: Stripe.Refund): Promise<Stripe.Checkout.Session | undefined> {
    const named = refund.metadata?.[STRIPE_METADATA.session];
    if (named) return stripe.checkout.sessions.retrieve(named);
    const found = await stripe.checkout.sessions.list({ payment_intent: String(refund.payment_intent), limit: 1 });
    return found.data[0];
  }

  async function verified(headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<Stripe.Event> {
    const signature = headers['stripe-signature'];
    if (typeof signature !== 'string' || signature.length > 2048) throw new WebhookRejectedError('signature');
    try {
      return await stripe.webhooks.constructEventAsync(rawBody, signature, settings.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
    } catch (error) {
      if (error instanceof StripeClient.errors.StripeSignatureVerificationError)
        throw new WebhookRejectedError(/tolerance/i.test(error.message) ? 'stale' : 'signature');
      throw new WebhookRejectedError('malformed');
    }
  }

  return {
    name: STRIPE_PROVIDER,
    available: () => true,

    async createPayment(_trx, payment) {
      const reference = payment.reference;
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: { currency: payment.currency.toLowerCase(), unit_amount: payment.amount, product_data: { name: 'Deposit' } },
            },
          ],
          client_reference_id: reference,
          metadata: { [STRIPE_METADATA.deposit]: reference },
          payment_intent_data: { metadata: { [STRIPE_METADATA.deposit]: reference } },
          success_url: new URL(payment.returnUrls.success, publicOrigin).href,
          cancel_url: new URL(payment.returnUrls.cancel, publicOrigin).href,
          expires_at: Math.floor(Date.now() / 1000) + CHECKOUT_MINUTES * 60,
        },
        // A retried deposit request gets the same session, never a second charge.
        { idempotencyKey: `deposit-${reference}` },
      );
      if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
      return { providerPaymentId: session.id, next: { type: 'redirect', url: session.url } };
    },

    async createPayout(_trx, payout) {
      return { providerPayoutId: `${MANUAL_PAYOUT_PREFIX}${payout.reference}` };
    },

    async createRefund(_trx, refund) {
      const session = await stripe.checkout.sessions.retrieve(refund.providerPaymentId);
      if (session.payment_status !== 'paid' || typeof session.payment_intent !== 'string' || session.amount_total !== refund.amount)
        return false;
      try {
        await stripe.refunds.create({
          payment_intent: session.payment_intent,
          amount: refund.refundAmount,
          metadata: {
            [STRIPE_METADATA.deposit]: refund.reference,
            [STRIPE_METADATA.session]: session.id,
            [STRIPE_METADATA.paymentAmount]: String(refund.amount),
          },
        });
        return true;
      } catch (error) {
        // Stripe refuses a refund of more than is left, or of a disputed payment: the operator is told, nothing moves.
        if (error instanceof StripeClient.errors.StripeInvalidRequestError) {
          log.warn({ provider: STRIPE_PROVIDER, code: error.code }, 'Stripe refused a refund');
          return false;
        }
        throw error;
      }
    },

    async parseWebhook(headers, rawBody): Promise<PaymentEvent | null> {
      const event = await verified(headers, rawBody);
      const refund = succeededRefund(event);
      if (!refund) return checkoutSessionEvent(event);
      const session = await sessionOfRefund(refund);
      return session ? refundEvent(event, refund, session) : null;
    },
  };
}
