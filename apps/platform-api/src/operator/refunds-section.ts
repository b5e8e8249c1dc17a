import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { demoNotFound } from '../plugins/demo-access';
import { escapeHtml } from '../security/html';
import { hasOperatorFormToken, operatorFormToken } from './operator-csrf';
import { OPERATOR_PATH, operatorPage, sendOperatorPage } from './operator-page';
import { type RefundAmountError, parseRefundAmount } from './refund-amount';
import type { OperatorSection } from './operator-sections';

const SECTION_PATH = `${OPERATOR_PATH}/refunds`;

const OUTCOMES = {
  requested: 'Refund requested: the provider gives the money back to the payer; the deposit is refunded when its signed callback arrives.',
  not_covered: 'Not refunded: the player’s main balance cannot cover it now (it never goes below zero).',
  not_refundable:
    'Nothing changed: that deposit is no longer paid, or the provider has less of it left to refund than asked (a refund asked earlier may still be on its way).',
  refunded: 'Refunded: the money left the player’s main balance.',
  partially_refunded: 'Refunded in part: that part left the player’s main balance; the rest of the deposit stays.',
  review: 'Still in review: the player’s main balance still cannot cover it.',
} as const;
type Outcome = keyof typeof OUTCOMES;

const actionSchema = v.object({ csrf: v.string(), answer: v.picklist(['refund', 'retry']), amount: v.optional(v.string()) });
const paramsSchema = v.object({ depositId: v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number)) });
const doneSchema = v.object({ done: v.optional(v.picklist(Object.keys(OUTCOMES) as [Outcome, ...Outcome[]])) });

type Item = Awaited<ReturnType<FastifyInstance['cashier']['refundQueue']>>['paid'][number];

const minor = (value: number, currency: string) => `${(Number(value) / 100).toFixed(2)} ${escapeHtml(currency)}`;
const leftOf = (item: Item) => Number(item.amount) - Number(item.refunded);

/** The operator's words for an amount the form refused (the operator pages are in English, like their neighbours). */
const AMOUNT_ERRORS: Record<RefundAmountError, (left: string) => string> = {
  format: () => 'Enter the amount as a number with at most two decimals, for example 12.50.',
  zero: () => 'Enter an amount above zero.',
  too_much: (left) => `At most ${left} is left to refund of this deposit.`,
};

/** An amount the form refused: shown next to its field, with what was typed. */
interface AmountProblem {
  depositId: number;
  typed: string;
  message: string;
}
const requisitesOf = (item: Item) =>
  Object.entries((typeof item.requisites === 'string' ? JSON.parse(item.requisites) : item.requisites) as Record<string, string>)
    .map(([name, value]) => `${escapeHtml(name)}: ${escapeHtml(value)}`)
    .join(', ');

function actionForm(item: Item, csrf: string, answer: 'refund' | 'retry', label: string, problem?: AmountProblem): string {
  const fields = `<input type="hidden" name="csrf" value="${csrf}"><input type="hidden" name="answer" value="${answer}">`;
  if (answer === 'retry')
    return `<form method="post" action="${SECTION_PATH}/${item.id}/action">${fields}<button class="reject" type="submit">${label} #${item.id}</button></form>`;
  // The amount to refund: what is left by default (a full refund), or a part of it.
  const field = `refund-amount-${item.id}`;
  const invalid = problem ? ` aria-invalid="true" aria-describedby="${field}-error"` : '';
  const value = problem ? escapeHtml(problem.typed) : (leftOf(item) / 100).toFixed(2);
  const error = problem ? `<p id="${field}-error" class="error" role="alert">${escapeHtml(problem.message)}</p>` : '';
  return `<form method="post" action="${SECTION_PATH}/${item.id}/action">${fields}<label for="${field}">Amount (${escapeHtml(item.currency)}, at most ${minor(leftOf(item), item.currency)})</label> <input id="${field}" name="amount" inputmode="decimal" autocomplete="off" size="10" required value="${value}"${invalid}> <button class="reject" type="submit">${label} #${item.id}</button>${error}</form>`;
}

function row(item: Item, csrf: string, problem?: AmountProblem): string {
  const fee = Number(item.fee) > 0 ? ` (fee ${minor(item.fee, item.currency)})` : '';
  const refunded = Number(item.refunded) > 0 ? `<br><span class="muted">refunded ${minor(item.refunded, item.currency)}</span>` : '';
  const action =
    item.status === 'success' || item.status === 'partially_refunded'
      ? actionForm(item, csrf, 'refund', 'Refund', problem?.depositId === Number(item.id) ? problem : undefined)
      : item.status === 'refund_review'
        ? actionForm(item, csrf, 'retry', 'Try the refund again')
        : escapeHtml(item.status);
  return `<tr><td>#${item.id}<br><span class="muted">${escapeHtml(item.status)}</span></td><td>${escapeHtml(item.login)}</td><td>${minor(item.amount, item.currency)}${fee}${refunded}</td><td>${escapeHtml(item.method)}<br><span class="muted">${requisitesOf(item)}</span></td><td>${new Date(item.updated_at).toISOString()}</td><td>${action}</td></tr>`;
}

const table = (items: Item[], csrf: string, empty: string, problem?: AmountProblem) =>
  items.length
    ? `<table><thead><tr><th scope="col">Deposit</th><th scope="col">Player</th><th scope="col">Amount</th><th scope="col">Method</th><th scope="col">Last change</th><th scope="col">Action</th></tr></thead><tbody>${items.map((item) => row(item, csrf, problem)).join('')}</tbody></table>`
    : `<p>${empty}</p>`;

async function renderPage(app: FastifyInstance, csrf: string, notice: string, problem?: AmountProblem): Promise<string> {
  const { review, paid } = await app.cashier.refundQueue();
  // The list shows the newest deposits only: a refused amount for an older one is said above it.
  const unlisted =
    problem && !paid.some((item) => Number(item.id) === problem.depositId)
      ? `<p class="error" role="alert">Deposit #${problem.depositId}: ${escapeHtml(problem.message)}</p>`
      : '';
  return operatorPage(
    'Refunds',
    `${notice}${unlisted}
<h2>Refunds the balance could not cover (${review.length})</h2>
${table(review, csrf, 'None.')}
<h2>Paid deposits</h2>
<p class="muted">Refund all of what is left of a deposit, or a part of it (the method's fee comes back in proportion).</p>
${table(paid, csrf, 'No paid deposits yet.', problem)}`,
  );
}

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
      const notice = done.success && done.output.done ? `<p class="notice" role="status">${OUTCOMES[done.output.done]}</p>` : '';
      return sendOperatorPage(reply, await renderPage(app, csrf, notice));
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
      if (form.output.answer === 'refund') {
        const deposit = await app.cashier.refundable(id);
        const typed = (form.output.amount ?? '').slice(0, 40);
        const amount = deposit && parseRefundAmount(typed, deposit.left);
        const outcome = amount?.ok ? await app.cashier.refundDeposit(id, amount.minor) : undefined;
        // Refused amounts (and one that another refund made too big meanwhile) go back to the form with the reason.
        if (deposit && (!amount?.ok || outcome === 'too_much')) {
          const error = amount && !amount.ok ? amount.error : 'too_much';
          const left = (await app.cashier.refundable(id))?.left ?? 0;
          const problem = { depositId: id, typed, message: AMOUNT_ERRORS[error](minor(left, deposit.currency)) };
          return sendOperatorPage(reply, await renderPage(app, operatorFormToken(request, reply), '', problem), 400);
        }
        done = !outcome || outcome === 'too_much' ? 'not_refundable' : outcome;
      } else done = await app.cashier.retryRefund(id);
      return reply.redirect(`${SECTION_PATH}?done=${done}`, 303);
    });
  },
};
