import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeStripeForm, type FormObject, formObject, formString } from './stripe-form';

/**
 * A local stand-in for Stripe's API and its hosted Checkout page, for tests: it speaks the
 * documented HTTP API the official `stripe` client calls (form-encoded bodies, `Authorization:
 * Bearer <secret key>`, `Idempotency-Key`), refuses a wrong key like Stripe does, and posts events
 * signed Stripe's way (`Stripe-Signature: t=…,v1=HMAC-SHA256(secret, "t.payload")`), so a signing
 * or verification bug in the adapter fails the test. Test cards follow Stripe's documented ones:
 * 4242 4242 4242 4242 pays, 4000 0027 6000 3184 asks for 3-D Secure, 4000 0000 0000 0002 is declined.
 */
/** Posts a signed event somewhere other than a URL (an API test's `app.inject`). */
export type DeliverEvent = (payload: string, headers: Record<string, string>) => Promise<{ status: number; body: string }>;

export interface FakeStripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Where events are posted (the cashier's webhook route); settable later with `setWebhookTarget`. */
  webhookTarget?: string | DeliverEvent;
}

export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  url: string | null;
  livemode: false;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  metadata: Record<string, string>;
  created: number;
}

export interface FakeStripe {
  url: string;
  sessions: Map<string, FakeCheckoutSession>;
  refunds: FakeRefund[];
  /** Requests refused for a wrong or missing secret key. */
  refusedRequests: number;
  setWebhookTarget(target: string | DeliverEvent): void;
  /** Posts an event about `object`, signed with `secret` (the right one unless a test forges it) at `timestamp`. */
  sendEvent(
    type: string,
    object: object,
    options?: { secret?: string; timestamp?: number; id?: string },
  ): Promise<{ status: number; body: string; eventId: string; payload: string }>;
  close(): Promise<void>;
}

const CARDS = { pays: '4242424242424242', threeDSecure: '4000002760003184', declined: '4000000000000002' } as const;

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

function stripeError(response: ServerResponse, status: number, type: string, message: string, code?: string): void {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
  response.end(JSON.stringify({ error: { type, message, ...(code ? { code } : {}) } }));
}

function json(response: ServerResponse, body: unknown): void {
  response.writeHead(200, { 'content-type': 'application/json', 'request-id': id('req') });
  response.end(JSON.stringify(body));
}

function html(response: ServerResponse, title: string, body: string, status = 200): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  response.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main>${body}</main></body></html>`,
  );
}

function redirect(response: ServerResponse, location: string): void {
  response.writeHead(303, { location });
  response.end();
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startFakeStripe(options: FakeStripeOptions): Promise<FakeStripe> {
  let webhookTarget = options.webhookTarget;
  const sessions = new Map<string, FakeCheckoutSession>();
  const refunds: FakeRefund[] = [];
  const idempotent = new Map<string, { params: string; body: unknown }>();
  let refusedRequests = 0;
  let base = '';

  async function sendEvent(type: string, object: object, eventOptions: { secret?: string; timestamp?: number; id?: string } = {}) {
    const target = webhookTarget;
    if (!target) throw new Error('fake Stripe: no webhook target set');
    const eventId = eventOptions.id ?? id('evt');
    const timestamp = eventOptions.timestamp ?? now();
    const payload = JSON.stringify({
      id: eventId,
      object: 'event',
      api_version: '2025-01-01',
      created: timestamp,
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    });
    const signature = createHmac('sha256', eventOptions.secret ?? options.webhookSecret)
      .update(`${timestamp}.${payload}`)
      .digest('hex');
    const headers = { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': `t=${timestamp},v1=${signature}` };
    if (typeof target !== 'string') return { ...(await target(payload, headers)), eventId, payload };
    const response = await fetch(target, { method: 'POST', headers, body: payload });
    return { status: response.status, body: await response.text(), eventId, payload };
  }

  function createSession(form: FormObject): FakeCheckoutSession | string {
    const amount = Number(formString(form, 'line_items.0.price_data.unit_amount'));
    const currency = formString(form, 'line_items.0.price_data.currency');
    const successUrl = formString(form, 'success_url');
    const cancelUrl = formString(form, 'cancel_url');
    if (formString(form, 'mode') !== 'payment') return 'mode must be payment';
    if (!Number.isInteger(amount) || amount < 1) return 'line_items[0][price_data][unit_amount] must be a positive integer';
    if (!currency || !/^[a-z]{3}$/.test(currency)) return 'line_items[0][price_data][currency] is invalid';
    if (!successUrl || !cancelUrl) return 'success_url and cancel_url are required';
    const sessionId = id('cs');
    return {
      id: sessionId,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: amount,
      currency,
      client_reference_id: formString(form, 'client_reference_id') ?? null,
      metadata: formObject(form, 'metadata'),
      payment_intent: null,
      success_url: successUrl,
      cancel_url: cancelUrl,
      expires_at: Number(formString(form, 'expires_at') ?? now() + 86_400),
      url: `${base}/pay/${sessionId}`,
      livemode: false,
    };
  }

  async function complete(session: FakeCheckoutSession): Promise<void> {
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent = id('pi');
    session.url = null;
    await sendEvent('checkout.session.completed', session);
  }

  /** The API: every call needs the secret key; POSTs honour Idempotency-Key like Stripe (same key, other params: an error). */
  async function api(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    if (request.headers.authorization !== `Bearer ${options.secretKey}`) {
      refusedRequests += 1;
      return stripeError(response, 401, 'invalid_request_error', 'Invalid API Key provided.');
    }
    const body = request.method === 'POST' ? await readBody(request) : '';
    const key = request.headers['idempotency-key'];
    if (typeof key === 'string') {
      const seen = idempotent.get(key);
      if (seen && seen.params !== `${url.pathname}?${body}`)
        return stripeError(
          response,
          400,
          'idempotency_error',
          'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        );
      if (seen) return json(response, seen.body);
    }
    const answer = (result: unknown) => {
      if (typeof key === 'string') idempotent.set(key, { params: `${url.pathname}?${body}`, body: result });
      json(response, result);
    };
    const form = decodeStripeForm(body);
    const path = url.pathname;
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const session = createSession(form);
      if (typeof session === 'string') return stripeError(response, 400, 'invalid_request_error', session, 'parameter_invalid');
      sessions.set(session.id, session);
      return answer(session);
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/(cs_[\w]+)(\/expire)?$/.exec(path);
    if (sessionMatch) {
      const session = sessions.get(sessionMatch[1] ?? '');
      if (!session) return stripeError(response, 404, 'invalid_request_error', 'No such checkout.session', 'resource_missing');
      if (request.method === 'GET' && !sessionMatch[2]) return json(response, session);
      if (request.method === 'POST' && sessionMatch[2]) {
        if (session.status !== 'open') return stripeError(response, 400, 'invalid_request_error', 'Only open sessions can be expired');
        session.status = 'expired';
        session.url = null;
        answer(session);
        await sendEvent('checkout.session.expired', session);
        return;
      }
    }
    if (request.method === 'GET' && path === '/v1/checkout/sessions') {
      const paymentIntent = url.searchParams.get('payment_intent');
      const data = [...sessions.values()].filter((session) => !paymentIntent || session.payment_intent === paymentIntent);
      return json(response, { object: 'list', data, has_more: false, url: '/v1/checkout/sessions' });
    }
    if (request.method === 'POST' && path === '/v1/refunds') {
      const paymentIntent = formString(form, 'payment_intent');
      const session = [...sessions.values()].find((candidate) => candidate.payment_intent && candidate.payment_intent === paymentIntent);
      if (!session) return stripeError(response, 404, 'invalid_request_error', 'No such payment_intent', 'resource_missing');
      const refunded = refunds.filter((refund) => refund.payment_intent === paymentIntent).reduce((sum, refund) => sum + refund.amount, 0);
      const amount = Number(formString(form, 'amount') ?? session.amount_total - refunded);
      if (refunded >= session.amount_total)
        return stripeError(response, 400, 'invalid_request_error', 'Charge has already been refunded.', 'charge_already_refunded');
      if (!Number.isInteger(amount) || amount < 1 || amount > session.amount_total - refunded)
        return stripeError(
          response,
          400,
          'invalid_request_error',
          'Refund amount is greater than unrefunded amount on charge',
          'amount_too_large',
        );
      const refund: FakeRefund = {
        id: id('re'),
        object: 'refund',
        amount,
        currency: session.currency,
        payment_intent: session.payment_intent ?? '',
        status: 'succeeded',
        metadata: formObject(form, 'metadata'),
        created: now(),
      };
      refunds.push(refund);
      answer(refund);
      // Stripe tells the merchant about the refund asynchronously, after answering the call.
      setImmediate(() => void sendEvent('refund.created', refund).catch(() => undefined));
      return;
    }
    return stripeError(response, 404, 'invalid_request_error', `Unrecognized request URL (${request.method}: ${path}).`);
  }

  function checkoutPage(session: FakeCheckoutSession, message = ''): string {
    const amount = (session.amount_total / 100).toFixed(2);
    return `<h1>Pay ${amount} ${session.currency.toUpperCase()}</h1>${message ? `<p role="alert">${escapeHtml(message)}</p>` : ''}
<form method="post" action="/pay/${session.id}"><label for="card">Card number</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number">
<button type="submit">Pay</button></form><p><a href="${escapeHtml(session.cancel_url)}">Back</a></p>`;
  }

  /** The hosted Checkout page and its 3-D Secure challenge. */
  async function hosted(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const match = /^\/pay\/(cs_[\w]+)(\/authenticate)?$/.exec(url.pathname);
    const session = match ? sessions.get(match[1] ?? '') : undefined;
    if (!match || !session) return html(response, 'Not found', '<h1>Not found</h1>', 404);
    if (session.status !== 'open') return html(response, 'Session closed', '<h1>This checkout session is no longer open</h1>', 410);
    const form = request.method === 'POST' ? new URLSearchParams(await readBody(request)) : undefined;
    if (match[2]) {
      if (!form)
        return html(
          response,
          '3D Secure',
          `<h1>3D Secure authentication</h1><form method="post"><button name="action" value="complete">Complete authentication</button><button name="action" value="fail">Fail authentication</button></form>`,
        );
      if (form.get('action') !== 'complete')
        return html(
          response,
          'Checkout',
          checkoutPage(
            session,
            'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
          ),
        );
      await complete(session);
      return redirect(response, session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id));
    }
    if (!form) return html(response, 'Checkout', checkoutPage(session));
    const card = (form.get('card') ?? '').replace(/\s/g, '');
    if (card === CARDS.threeDSecure) return redirect(response, `/pay/${session.id}/authenticate`);
    if (card !== CARDS.pays) return html(response, 'Checkout', checkoutPage(session, 'Your card was declined.'));
    await complete(session);
    return redirect(response, session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id));
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', base);
    const handler = url.pathname.startsWith('/v1/') ? api : hosted;
    handler(request, response, url).catch((error: unknown) => {
      if (!response.headersSent) stripeError(response, 500, 'api_error', String(error));
      else response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    sessions,
    refunds,
    get refusedRequests() {
      return refusedRequests;
    },
    setWebhookTarget: (target) => {
      webhookTarget = target;
    },
    sendEvent,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
