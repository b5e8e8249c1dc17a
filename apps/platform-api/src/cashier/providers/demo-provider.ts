import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type Selectable, sql, type Transaction } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../../db/schema';
import type { DemoProviderPaymentsTable } from '../../db/tables/cashier';
import type { Db } from '../../db/database';
import { type PaymentEvent, type PaymentProvider, type ReturnUrls, WebhookRejectedError } from './payment-provider';
import { signWebhook, verifyWebhook } from './webhook-signature';

export const DEMO_PROVIDER = 'demo';
export const DEMO_SIGNATURE_HEADER = 'demo-signature';
export const DEMO_WEBHOOK_PATH = `/payments/webhooks/${DEMO_PROVIDER}`;
const KEY_PURPOSE = 'demo-payments-webhook';
/** How long a bank transfer, a "pending" test card and a payout take to settle. */
export const DEMO_SETTLE_SECONDS = { bankTransfer: 10, pendingCard: 8, payout: 5 } as const;
export const DELIVER_JOB = 'cashier.demo-provider.deliver';
export const SETTLE_JOB = 'cashier.demo-provider.settle';

type EventType = PaymentEvent['type'];

const eventSchema = v.object({
  id: v.pipe(v.string(), v.maxLength(64)),
  type: v.picklist([
    'payment.pending',
    'payment.succeeded',
    'payment.declined',
    'payment.cancelled',
    'payment.refunded',
    'payout.paid',
    'payout.declined',
  ]),
  payment_id: v.pipe(v.string(), v.maxLength(64)),
  reference: v.pipe(v.string(), v.maxLength(64)),
  amount: v.pipe(v.number(), v.integer(), v.minValue(1)),
  currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
  created: v.pipe(v.number(), v.integer()),
  card_last4: v.optional(v.pipe(v.string(), v.regex(/^\d{4}$/))),
  decline_code: v.optional(v.pipe(v.string(), v.maxLength(64))),
  refund_id: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(64))),
  refund_amount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});

/** A refund's id and amount come together, on a refund only, and never give back more than the payment. */
const refundOf = (body: v.InferOutput<typeof eventSchema>): PaymentEvent['refund'] | null | undefined => {
  if (body.refund_id === undefined && body.refund_amount === undefined) return undefined;
  if (body.type !== 'payment.refunded' || body.refund_id === undefined || body.refund_amount === undefined) return null;
  if (body.refund_amount > body.amount) return null;
  return { id: body.refund_id, amount: body.refund_amount };
};

/** The webhook secret, shared by the demo provider and the cashier through the database's signing keys. */
async function webhookSecret(db: Db): Promise<Buffer> {
  await db
    .insertInto('signing_keys')
    .values({ purpose: KEY_PURPOSE, secret: randomBytes(32).toString('base64') })
    .onConflict((conflict) => conflict.column('purpose').doNothing())
    .execute();
  const row = await db.selectFrom('signing_keys').select('secret').where('purpose', '=', KEY_PURPOSE).executeTakeFirstOrThrow();
  return Buffer.from(row.secret, 'base64');
}

export type DemoPayment = Selectable<DemoProviderPaymentsTable>;

/**
 * The demo payment provider: it stands in for a provider's systems inside the API, in demo mode
 * only. It keeps its own books (`demo_provider_payments`), serves its own hosted pages
 * (`demo-hosted-pages.ts`), settles slow payments with jobs, and tells the cashier what happened
 * only through HMAC-signed webhooks, delivered by a job that posts them to the cashier's webhook
 * route like a provider's servers would (retried until accepted).
 */
export function createDemoProvider(app: FastifyInstance) {
  const db = app.database.db;
  let secret: Promise<Buffer> | undefined;
  const key = () => (secret ??= webhookSecret(db).catch((error: unknown) => ((secret = undefined), Promise.reject(error))));

  /** Records an event and queues its delivery, both in `trx`. */
  async function emit(
    trx: Transaction<Database>,
    payment: Pick<DemoPayment, 'id' | 'merchant_reference' | 'amount' | 'currency' | 'card_last4' | 'decline_code'>,
    type: EventType,
    refund?: { id: string; amount: number },
  ) {
    const id = `evt_${randomBytes(12).toString('hex')}`;
    const body = JSON.stringify({
      id,
      type,
      payment_id: payment.id,
      reference: payment.merchant_reference,
      amount: Number(payment.amount),
      currency: payment.currency,
      created: Math.floor(Date.now() / 1000),
      ...(payment.card_last4 ? { card_last4: payment.card_last4 } : {}),
      ...(payment.decline_code ? { decline_code: payment.decline_code } : {}),
      ...(refund ? { refund_id: refund.id, refund_amount: refund.amount } : {}),
    });
    await trx.insertInto('demo_provider_events').values({ id, payment_id: payment.id, type, body }).execute();
    await app.jobs.send(DELIVER_JOB, { eventId: id }, { db: trx });
    return id;
  }

  /** Moves a payment from one of `from` to `to` (a compare-and-set: a second click changes nothing); the row when it moved. */
  async function move(
    trx: Transaction<Database>,
    id: string,
    from: DemoPayment['status'][],
    to: DemoPayment['status'],
    changes: Partial<Pick<DemoPayment, 'card_last4' | 'decline_code' | 'challenge_code'>> = {},
  ) {
    return (await trx
      .updateTable('demo_provider_payments')
      .set({ status: to, updated_at: new Date(), ...changes })
      .where('id', '=', id)
      .where('status', 'in', from)
      .returningAll()
      .executeTakeFirst()) as DemoPayment | undefined;
  }

  const provider: PaymentProvider & {
    find(id: string): Promise<DemoPayment | undefined>;
    returnUrls(payment: DemoPayment): ReturnUrls;
    move: typeof move;
    emit: typeof emit;
    /** Signs and posts a recorded event to the cashier's webhook route; throws unless it was accepted (the job retries). */
    deliver(eventId: string): Promise<void>;
    /** Signs a body as the provider does (the webhook tests forge, replay and age them from here). */
    sign(body: string, at?: Date): Promise<string>;
  } = {
    name: DEMO_PROVIDER,
    available: (request) => app.demoAllowed(request),

    async createPayment(trx, payment) {
      const id = `pay_${randomBytes(12).toString('hex')}`;
      const bank = payment.methodType === 'bank_transfer';
      const row = await trx
        .insertInto('demo_provider_payments')
        .values({
          id,
          kind: 'payment',
          merchant_reference: payment.reference,
          method_type: payment.methodType,
          amount: payment.amount,
          currency: payment.currency,
          status: bank ? 'processing' : 'awaiting_payer',
          return_base: JSON.stringify(payment.returnUrls),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      if (!bank) return { providerPaymentId: id, next: { type: 'redirect', url: `/demo/payments/${id}` } };
      // A bank transfer: the payer's bank sends it; the provider sees it arrive a little later.
      await emit(trx, row, 'payment.pending');
      await app.jobs.send(SETTLE_JOB, { paymentId: id, outcome: 'succeeded' }, { db: trx, startAfter: DEMO_SETTLE_SECONDS.bankTransfer });
      return { providerPaymentId: id, next: { type: 'pending' } };
    },

    async createPayout(trx, payout) {
      const id = `po_${randomBytes(12).toString('hex')}`;
      await trx
        .insertInto('demo_provider_payments')
        .values({
          id,
          kind: 'payout',
          merchant_reference: payout.reference,
          method_type: payout.methodType,
          amount: payout.amount,
          currency: payout.currency,
          status: 'processing',
        })
        .execute();
      await app.jobs.send(SETTLE_JOB, { paymentId: id, outcome: 'succeeded' }, { db: trx, startAfter: DEMO_SETTLE_SECONDS.payout });
      return { providerPayoutId: id };
    },

    async createRefund(trx, refund) {
      const payment = await trx
        .selectFrom('demo_provider_payments')
        .select(['id', 'merchant_reference', 'amount', 'currency'])
        .where('id', '=', refund.providerPaymentId)
        .where('kind', '=', 'payment')
        .executeTakeFirst();
      // The provider gives back at most what it took and has not given back yet, for the payment it was asked about.
      if (
        !payment ||
        payment.merchant_reference !== refund.reference ||
        Number(payment.amount) !== refund.amount ||
        payment.currency !== refund.currency ||
        !Number.isSafeInteger(refund.refundAmount) ||
        refund.refundAmount < 1
      )
        return false;
      // One conditional update: two refunds asked at once cannot both take the same remainder.
      const refunded = (await trx
        .updateTable('demo_provider_payments')
        .set((eb) => ({
          refunded: eb('refunded', '+', refund.refundAmount),
          status: sql<
            DemoPayment['status']
          >`case when refunded + ${refund.refundAmount} = amount then 'refunded' else 'partially_refunded' end`,
          updated_at: new Date(),
        }))
        .where('id', '=', refund.providerPaymentId)
        .where('status', 'in', ['succeeded', 'partially_refunded'])
        .where(sql<boolean>`refunded + ${refund.refundAmount} <= amount`)
        .returningAll()
        .executeTakeFirst()) as DemoPayment | undefined;
      if (!refunded) return false;
      await emit(trx, refunded, 'payment.refunded', { id: `re_${randomBytes(12).toString('hex')}`, amount: refund.refundAmount });
      return true;
    },

    async parseWebhook(headers, rawBody) {
      const header = headers[DEMO_SIGNATURE_HEADER];
      verifyWebhook(await key(), typeof header === 'string' ? header : undefined, rawBody);
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody);
      } catch {
        throw new WebhookRejectedError('malformed');
      }
      const event = v.safeParse(eventSchema, parsed);
      if (!event.success) throw new WebhookRejectedError('malformed');
      const body = event.output;
      const refund = refundOf(body);
      if (refund === null) throw new WebhookRejectedError('malformed');
      return {
        id: body.id,
        type: body.type,
        providerPaymentId: body.payment_id,
        reference: body.reference,
        amount: body.amount,
        currency: body.currency,
        occurredAt: new Date(body.created * 1000),
        cardLast4: body.card_last4,
        declineCode: body.decline_code,
        ...(refund ? { refund } : {}),
      };
    },

    async find(id) {
      return (await db.selectFrom('demo_provider_payments').selectAll().where('id', '=', id).executeTakeFirst()) as DemoPayment | undefined;
    },

    returnUrls(payment) {
      return JSON.parse(payment.return_base || '{}') as ReturnUrls;
    },

    move,
    emit,

    async deliver(eventId) {
      const event = await db.selectFrom('demo_provider_events').select('body').where('id', '=', eventId).executeTakeFirst();
      if (!event) return;
      const response = await app.inject({
        method: 'POST',
        url: DEMO_WEBHOOK_PATH,
        headers: { 'content-type': 'application/json', [DEMO_SIGNATURE_HEADER]: signWebhook(await key(), event.body) },
        payload: event.body,
      });
      if (response.statusCode !== 200) throw new Error(`webhook ${eventId} answered ${response.statusCode}`);
    },

    async sign(body, at) {
      return signWebhook(await key(), body, at);
    },
  };

  app.jobs.define<{ eventId: string }>(DELIVER_JOB, (job) => provider.deliver(job.data.eventId), { retryLimit: 10, retryDelaySeconds: 5 });
  app.jobs.define<{ paymentId: string; outcome: 'succeeded' }>(SETTLE_JOB, async (job) => {
    await db.transaction().execute(async (trx) => {
      const settled = await move(trx, job.data.paymentId, ['processing'], 'succeeded');
      if (settled) await emit(trx, settled, settled.kind === 'payout' ? 'payout.paid' : 'payment.succeeded');
    });
  });
  return provider;
}

export type DemoProvider = ReturnType<typeof createDemoProvider>;

/** A 6-digit code for the 3-D Secure style challenge (shown on the demo page: the "bank's app"). */
export const newChallengeCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
