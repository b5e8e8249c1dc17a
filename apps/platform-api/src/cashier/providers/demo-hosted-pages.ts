import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { minorToDecimal } from '@nfx/money';
import { passesLuhn } from '@nfx/validation';
import { demoNotFound } from '../../plugins/demo-access';
import { escapeHtml } from '../../security/html';
import { DEMO_SETTLE_SECONDS, type DemoPayment, type DemoProvider, newChallengeCode, SETTLE_JOB } from './demo-provider';

export const DEMO_PAYMENTS_PATH = '/demo/payments';

/** The test cards of the hosted page, by number (any other valid card succeeds, as in a provider's sandbox). */
export const TEST_CARDS = {
  '4242424242424242': 'succeeds',
  '4000000000000002': 'declined',
  '4000000000003220': 'challenge',
  '4000000000000077': 'pending',
} as const;

const paramsSchema = v.object({ id: v.pipe(v.string(), v.regex(/^pay_[0-9a-f]{24}$/)) });
const cardSchema = v.object({
  action: v.picklist(['pay', 'cancel']),
  card_number: v.optional(v.pipe(v.string(), v.maxLength(40))),
  card_holder: v.optional(v.pipe(v.string(), v.maxLength(100))),
  expiry: v.optional(v.pipe(v.string(), v.maxLength(7))),
  cvc: v.optional(v.pipe(v.string(), v.maxLength(4))),
});
const challengeSchema = v.object({ action: v.picklist(['confirm', 'cancel']), code: v.optional(v.pipe(v.string(), v.maxLength(12))) });
const walletSchema = v.object({ action: v.picklist(['approve', 'cancel']) });

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Demo payments</title>
<style>
body{font-family:system-ui,sans-serif;max-width:30rem;margin:2rem auto;padding:0 1rem;line-height:1.45;background:#f4f6fb;color:#1b1f29}
main{background:#fff;border-radius:.75rem;padding:1.25rem 1.5rem;box-shadow:0 1px 4px #0002}
label{display:block;margin:.75rem 0 .25rem;font-weight:600}input{font:inherit;width:100%;box-sizing:border-box;padding:.5rem;border:1px solid #8a93a6;border-radius:.35rem}
.row{display:flex;gap:1rem}.row>div{flex:1}.actions{display:flex;gap:1rem;margin-top:1.25rem;flex-wrap:wrap}
button{font:inherit;padding:.55rem 1.2rem;border-radius:.35rem;border:1px solid #3451b2;background:#3451b2;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#3451b2}:focus-visible{outline:3px solid #e8a200;outline-offset:2px}
[role=alert]{border-left:4px solid #c5221f;background:#fdecea;padding:.5rem .8rem}.muted{color:#4f5768;font-size:.9rem}
table{border-collapse:collapse;width:100%;font-size:.9rem}td,th{text-align:left;padding:.2rem .4rem;border-bottom:1px solid #dde1ea}
</style></head><body><main>
<h1>${escapeHtml(title)}</h1>
${body}
</main></body></html>`;
}

const send = (reply: FastifyReply, html: string, status = 200) =>
  reply.status(status).header('cache-control', 'no-store').header('x-robots-tag', 'noindex').type('text/html; charset=utf-8').send(html);

const amountText = (payment: DemoPayment) => `${minorToDecimal(payment.amount, payment.currency)} ${escapeHtml(payment.currency)}`;

function cardForm(payment: DemoPayment, error?: string): string {
  const action = `${DEMO_PAYMENTS_PATH}/${payment.id}/card`;
  return `<p>Pay <strong>${amountText(payment)}</strong> to the demo casino.</p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${action}">
<label for="card_number">Card number</label><input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" required>
<label for="card_holder">Name on the card</label><input id="card_holder" name="card_holder" autocomplete="cc-name" required>
<div class="row"><div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="12/30" required></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required></div></div>
<div class="actions"><button type="submit" name="action" value="pay">Pay ${amountText(payment)}</button>
<button class="secondary" type="submit" name="action" value="cancel" formnovalidate>Cancel and return</button></div>
</form>
<h2>Test cards</h2>
<table><thead><tr><th scope="col">Number</th><th scope="col">Result</th></tr></thead><tbody>
<tr><td>4242 4242 4242 4242</td><td>succeeds</td></tr><tr><td>4000 0000 0000 0002</td><td>declined</td></tr>
<tr><td>4000 0000 0000 3220</td><td>asks for a confirmation code (3-D Secure)</td></tr><tr><td>4000 0000 0000 0077</td><td>pending, settles after ${DEMO_SETTLE_SECONDS.pendingCard} s</td></tr>
</tbody></table><p class="muted">Any future expiry and any 3 digits as CVC.</p>`;
}

function challengeForm(payment: DemoPayment, error?: string): string {
  return `<p>Your bank asks you to confirm the payment of <strong>${amountText(payment)}</strong>.</p>
<p class="muted">Demo: the code your bank's app shows is <strong>${escapeHtml(payment.challenge_code ?? '')}</strong>.</p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${DEMO_PAYMENTS_PATH}/${payment.id}/challenge">
<label for="code">Confirmation code</label><input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required>
<div class="actions"><button type="submit" name="action" value="confirm">Confirm</button>
<button class="secondary" type="submit" name="action" value="cancel" formnovalidate>Cancel and return</button></div></form>`;
}

function walletForm(payment: DemoPayment): string {
  return `<p>Approve the payment of <strong>${amountText(payment)}</strong> from your demo e-wallet.</p>
<form method="post" action="${DEMO_PAYMENTS_PATH}/${payment.id}/ewallet"><div class="actions">
<button type="submit" name="action" value="approve">Approve</button><button class="secondary" type="submit" name="action" value="cancel">Cancel and return</button></div></form>`;
}

function expiryValid(expiry: string): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  const now = new Date();
  return month >= 1 && month <= 12 && (year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1));
}

/**
 * The demo provider's hosted pages: the card form (with its test cards), the 3-D Secure style
 * challenge and the e-wallet approval. Each outcome is recorded in the provider's books, its
 * webhook queued, and the player sent back to the cashier's outcome page. Demo mode only.
 */
export function registerDemoHostedPages(app: FastifyInstance, provider: DemoProvider): void {
  const db = app.database.db;

  async function load(request: FastifyRequest) {
    const params = v.safeParse(paramsSchema, request.params);
    return params.success ? provider.find(params.output.id) : undefined;
  }

  /** Records the outcome, queues its webhook and answers with the redirect to the cashier's page. */
  async function finish(
    reply: FastifyReply,
    payment: DemoPayment,
    outcome: 'succeeded' | 'declined' | 'cancelled' | 'processing',
    changes: { card_last4?: string; decline_code?: string } = {},
  ) {
    const moved = await db.transaction().execute(async (trx) => {
      const row = await provider.move(trx, payment.id, ['awaiting_payer', 'challenge'], outcome, changes);
      if (!row) return undefined;
      if (outcome === 'processing') {
        await provider.emit(trx, row, 'payment.pending');
        await app.jobs.send(
          SETTLE_JOB,
          { paymentId: row.id, outcome: 'succeeded' },
          { db: trx, startAfter: DEMO_SETTLE_SECONDS.pendingCard },
        );
      } else {
        await provider.emit(
          trx,
          row,
          outcome === 'succeeded' ? 'payment.succeeded' : outcome === 'declined' ? 'payment.declined' : 'payment.cancelled',
        );
      }
      return row;
    });
    const urls = provider.returnUrls(payment);
    if (!moved) return reply.redirect(`${DEMO_PAYMENTS_PATH}/${payment.id}`, 303);
    const target = { succeeded: urls.success, declined: urls.fail, cancelled: urls.cancel, processing: urls.pending }[outcome];
    return reply.redirect(target, 303);
  }

  app.get(`${DEMO_PAYMENTS_PATH}/:id`, { schema: { hide: true } }, async (request, reply) => {
    if (!provider.available(request)) return demoNotFound(reply);
    const payment = await load(request);
    if (!payment || payment.kind !== 'payment') return demoNotFound(reply);
    if (payment.status === 'challenge') return send(reply, page('Confirm the payment', challengeForm(payment)));
    if (payment.status !== 'awaiting_payer') {
      const urls = provider.returnUrls(payment);
      const back = ['succeeded', 'partially_refunded', 'refunded'].includes(payment.status)
        ? urls.success
        : payment.status === 'processing'
          ? urls.pending
          : payment.status === 'cancelled'
            ? urls.cancel
            : urls.fail;
      return send(
        reply,
        page(
          'Payment finished',
          `<p>This payment is ${escapeHtml(payment.status)}.</p><p><a href="${escapeHtml(back)}">Return to the casino</a></p>`,
        ),
      );
    }
    return send(
      reply,
      payment.method_type === 'ewallet' ? page('Demo e-wallet', walletForm(payment)) : page('Card payment', cardForm(payment)),
    );
  });

  app.post(`${DEMO_PAYMENTS_PATH}/:id/card`, { schema: { hide: true } }, async (request, reply) => {
    if (!provider.available(request)) return demoNotFound(reply);
    const payment = await load(request);
    if (!payment || payment.kind !== 'payment' || payment.method_type !== 'card') return demoNotFound(reply);
    const form = v.safeParse(cardSchema, request.body);
    if (!form.success) return send(reply, page('Card payment', cardForm(payment, 'The form was not complete.')), 400);
    if (form.output.action === 'cancel') return finish(reply, payment, 'cancelled');
    const number = (form.output.card_number ?? '').replace(/[\s-]/g, '');
    if (!/^\d{12,19}$/.test(number) || !passesLuhn(number))
      return send(reply, page('Card payment', cardForm(payment, 'The card number is not valid.')), 400);
    if (!expiryValid(form.output.expiry ?? ''))
      return send(reply, page('Card payment', cardForm(payment, 'The expiry date is not valid.')), 400);
    if (!/^\d{3,4}$/.test(form.output.cvc ?? '')) return send(reply, page('Card payment', cardForm(payment, 'The CVC is not valid.')), 400);
    const last4 = number.slice(-4);
    const behaviour = TEST_CARDS[number as keyof typeof TEST_CARDS] ?? 'succeeds';
    if (behaviour === 'declined') return finish(reply, payment, 'declined', { card_last4: last4, decline_code: 'card_declined' });
    if (behaviour === 'pending') return finish(reply, payment, 'processing', { card_last4: last4 });
    if (behaviour === 'challenge') {
      await db
        .transaction()
        .execute((trx) =>
          provider.move(trx, payment.id, ['awaiting_payer'], 'challenge', { card_last4: last4, challenge_code: newChallengeCode() }),
        );
      return reply.redirect(`${DEMO_PAYMENTS_PATH}/${payment.id}`, 303);
    }
    return finish(reply, payment, 'succeeded', { card_last4: last4 });
  });

  app.post(`${DEMO_PAYMENTS_PATH}/:id/challenge`, { schema: { hide: true } }, async (request, reply) => {
    if (!provider.available(request)) return demoNotFound(reply);
    const payment = await load(request);
    if (!payment || payment.status !== 'challenge') return demoNotFound(reply);
    const form = v.safeParse(challengeSchema, request.body);
    if (!form.success) return send(reply, page('Confirm the payment', challengeForm(payment, 'The form was not complete.')), 400);
    if (form.output.action === 'cancel') return finish(reply, payment, 'cancelled');
    if ((form.output.code ?? '').trim() !== payment.challenge_code)
      return finish(reply, payment, 'declined', { decline_code: 'authentication_failed' });
    return finish(reply, payment, 'succeeded');
  });

  app.post(`${DEMO_PAYMENTS_PATH}/:id/ewallet`, { schema: { hide: true } }, async (request, reply) => {
    if (!provider.available(request)) return demoNotFound(reply);
    const payment = await load(request);
    if (!payment || payment.kind !== 'payment' || payment.method_type !== 'ewallet') return demoNotFound(reply);
    const form = v.safeParse(walletSchema, request.body);
    if (!form.success) return send(reply, page('Demo e-wallet', walletForm(payment)), 400);
    return finish(reply, payment, form.output.action === 'approve' ? 'succeeded' : 'cancelled');
  });
}
