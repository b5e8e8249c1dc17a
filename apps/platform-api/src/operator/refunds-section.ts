import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { demoNotFound } from '../plugins/demo-access';
import { escapeHtml } from '../security/html';
import { hasOperatorFormToken, operatorFormToken } from './operator-csrf';
import { OPERATOR_PATH, operatorPage, sendOperatorPage } from './operator-page';
import type { OperatorSection } from './operator-sections';

const SECTION_PATH = `${OPERATOR_PATH}/refunds`;

const OUTCOMES = {
  requested: 'Refund requested: the provider gives the money back to the payer; the deposit is refunded when its signed callback arrives.',
  not_covered: 'Not refunded: the player’s main balance cannot cover it now (it never goes below zero).',
  not_refundable: 'Nothing changed: that deposit is no longer paid (it may have been refunded already).',
  refunded: 'Refunded: the money left the player’s main balance.',
  review: 'Still in review: the player’s main balance still cannot cover it.',
} as const;
type Outcome = keyof typeof OUTCOMES;

const actionSchema = v.object({ csrf: v.string(), answer: v.picklist(['refund', 'retry']) });
const paramsSchema = v.object({ depositId: v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number)) });
const doneSchema = v.object({ done: v.optional(v.picklist(Object.keys(OUTCOMES) as [Outcome, ...Outcome[]])) });

type Item = Awaited<ReturnType<FastifyInstance['cashier']['refundQueue']>>['paid'][number];

const minor = (value: number, currency: string) => `${(Number(value) / 100).toFixed(2)} ${escapeHtml(currency)}`;
const requisitesOf = (item: Item) =>
  Object.entries((typeof item.requisites === 'string' ? JSON.parse(item.requisites) : item.requisites) as Record<string, string>)
    .map(([name, value]) => `${escapeHtml(name)}: ${escapeHtml(value)}`)
    .join(', ');

function actionForm(item: Item, csrf: string, answer: 'refund' | 'retry', label: string): string {
  return `<form method="post" action="${SECTION_PATH}/${item.id}/action"><input type="hidden" name="csrf" value="${csrf}"><input type="hidden" name="answer" value="${answer}"><button class="reject" type="submit">${label} #${item.id}</button></form>`;
}

function row(item: Item, csrf: string): string {
  const fee = Number(item.fee) > 0 ? ` (fee ${minor(item.fee, item.currency)})` : '';
  const action =
    item.status === 'success'
      ? actionForm(item, csrf, 'refund', 'Refund')
      : item.status === 'refund_review'
        ? actionForm(item, csrf, 'retry', 'Try the refund again')
        : escapeHtml(item.status);
  return `<tr><td>#${item.id}</td><td>${escapeHtml(item.login)}</td><td>${minor(item.amount, item.currency)}${fee}</td><td>${escapeHtml(item.method)}<br><span class="muted">${requisitesOf(item)}</span></td><td>${new Date(item.updated_at).toISOString()}</td><td>${action}</td></tr>`;
}

const table = (items: Item[], csrf: string, empty: string) =>
  items.length
    ? `<table><thead><tr><th scope="col">Deposit</th><th scope="col">Player</th><th scope="col">Amount</th><th scope="col">Method</th><th scope="col">Last change</th><th scope="col">Action</th></tr></thead><tbody>${items.map((item) => row(item, csrf)).join('')}</tbody></table>`
    : `<p>${empty}</p>`;

/**
 * Refunds: paid deposits refunded through their provider (the money leaves the player's main
 * balance when the provider's signed callback arrives), and refunds the provider made that the
 * balance could not cover, tried again once it can (`app.cashier`).
 */
export const refundsSection: OperatorSection = {
  path: SECTION_PATH,
  title: 'Refunds',
  summary: 'Refund paid deposits through the payment provider; refunds the balance could not cover.',
  register(app: FastifyInstance) {
    app.get(SECTION_PATH, { schema: { hide: true } }, async (request, reply) => {
      if (!app.demoAllowed(request)) return demoNotFound(reply);
      const csrf = operatorFormToken(request, reply);
      const done = v.safeParse(doneSchema, request.query);
      const { review, paid } = await app.cashier.refundQueue();
      const notice = done.success && done.output.done ? `<p class="notice" role="status">${OUTCOMES[done.output.done]}</p>` : '';
      const body = `${notice}
<h2>Refunds the balance could not cover (${review.length})</h2>
${table(review, csrf, 'None.')}
<h2>Paid deposits</h2>
${table(paid, csrf, 'No paid deposits yet.')}`;
      return sendOperatorPage(reply, operatorPage('Refunds', body));
    });

    app.post(`${SECTION_PATH}/:depositId/action`, { schema: { hide: true } }, async (request, reply) => {
      if (!app.demoAllowed(request)) return demoNotFound(reply);
      const params = v.safeParse(paramsSchema, request.params);
      const form = v.safeParse(actionSchema, request.body);
      if (!params.success || !form.success || !hasOperatorFormToken(request, form.output.csrf))
        return sendOperatorPage(
          reply,
          operatorPage(
            'Refunds',
            `<p role="alert">The form was not accepted. <a href="${SECTION_PATH}">Reload the page</a> and try again.</p>`,
          ),
          400,
        );
      const id = params.output.depositId;
      let done: Outcome;
      if (form.output.answer === 'refund') done = await app.cashier.refundDeposit(id);
      else {
        const outcome = await app.cashier.retryRefund(id);
        done = outcome === 'refunded' || outcome === 'review' ? outcome : 'not_refundable';
      }
      return reply.redirect(`${SECTION_PATH}?done=${done}`, 303);
    });
  },
};
