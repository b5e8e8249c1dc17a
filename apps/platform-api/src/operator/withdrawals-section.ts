import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { demoNotFound } from '../plugins/demo-access';
import { escapeHtml } from '../security/html';
import { hasOperatorFormToken, operatorFormToken } from './operator-csrf';
import { OPERATOR_PATH, operatorPage, sendOperatorPage } from './operator-page';
import type { OperatorSection } from './operator-sections';

const SECTION_PATH = `${OPERATOR_PATH}/withdrawals`;

const DECLINE_REASONS = {
  requisites_mismatch: 'Requisites do not match the account holder',
  bonus_abuse: 'Bonus terms not met',
  suspected_fraud: 'Suspected fraud',
  other: 'Other (the player is pointed to support)',
} as const;

const OUTCOMES = {
  approved: 'Approved: the payout was sent to the provider; the withdrawal is paid when the provider confirms it.',
  declined: 'Declined: the held amount is back on the player’s balance.',
  stale: 'Nothing changed: that withdrawal was no longer pending (the player may have cancelled it).',
} as const;

const decisionSchema = v.object({
  csrf: v.string(),
  answer: v.picklist(['approve', 'decline']),
  reason: v.optional(v.picklist(Object.keys(DECLINE_REASONS) as [keyof typeof DECLINE_REASONS, ...Array<keyof typeof DECLINE_REASONS>])),
});
const paramsSchema = v.object({ withdrawalId: v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number)) });
const doneSchema = v.object({ done: v.optional(v.picklist(['approved', 'declined', 'stale'])) });

type QueueItem = Awaited<ReturnType<FastifyInstance['cashier']['withdrawalQueue']>>['pending'][number];

const amountOf = (item: QueueItem) => `${(Number(item.amount) / 100).toFixed(2)} ${escapeHtml(item.currency)}`;
const requisitesOf = (item: QueueItem) =>
  Object.entries((typeof item.requisites === 'string' ? JSON.parse(item.requisites) : item.requisites) as Record<string, string>)
    .map(([name, value]) => `${escapeHtml(name)}: ${escapeHtml(value)}`)
    .join(', ');

function pendingItem(item: QueueItem, csrf: string): string {
  const action = `${SECTION_PATH}/${item.id}/decision`;
  const reasonId = `reason-${item.id}`;
  return `<article aria-labelledby="withdrawal-${item.id}">
<h3 id="withdrawal-${item.id}">#${item.id} · ${escapeHtml(item.login)} · ${amountOf(item)} <span class="muted">· ${escapeHtml(item.method)} · requested ${new Date(item.created_at).toISOString()}</span></h3>
<p class="muted">${requisitesOf(item)}</p>
<div class="actions">
<form method="post" action="${action}"><input type="hidden" name="csrf" value="${csrf}"><input type="hidden" name="answer" value="approve"><button class="approve" type="submit">Approve #${item.id}</button></form>
<form method="post" action="${action}"><input type="hidden" name="csrf" value="${csrf}"><input type="hidden" name="answer" value="decline">
<label for="${reasonId}">Reason</label> <select id="${reasonId}" name="reason">${Object.entries(DECLINE_REASONS)
    .map(([value, label]) => `<option value="${value}">${escapeHtml(label)}</option>`)
    .join('')}</select>
<button class="reject" type="submit">Decline #${item.id}</button></form>
</div>
</article>`;
}

const decidedRow = (item: QueueItem) =>
  `<tr><td>#${item.id}</td><td>${escapeHtml(item.login)}</td><td>${amountOf(item)}</td><td>${escapeHtml(item.status)}${item.decline_reason ? `: ${escapeHtml(item.decline_reason)}` : ''}</td><td>${new Date(item.updated_at).toISOString()}</td></tr>`;

/**
 * Withdrawals: the pending ones with the player and the masked requisites, approved (the payout
 * goes to the provider, whose signed callback marks it paid) or declined with a reason (the hold
 * goes back), and the latest decisions (`app.cashier`).
 */
export const withdrawalsSection: OperatorSection = {
  path: SECTION_PATH,
  title: 'Withdrawals',
  summary: 'Approve or decline the withdrawals players requested.',
  register(app: FastifyInstance) {
    app.get(SECTION_PATH, { schema: { hide: true } }, async (request, reply) => {
      if (!app.demoAllowed(request)) return demoNotFound(reply);
      const csrf = operatorFormToken(request, reply);
      const done = v.safeParse(doneSchema, request.query);
      const { pending, decided } = await app.cashier.withdrawalQueue();
      const notice = done.success && done.output.done ? `<p class="notice" role="status">${OUTCOMES[done.output.done]}</p>` : '';
      const body = `${notice}
<h2>Waiting for a decision (${pending.length})</h2>
${pending.map((item) => pendingItem(item, csrf)).join('\n') || '<p>Nothing is waiting.</p>'}
<h2>Latest decisions</h2>
${decided.length ? `<table><thead><tr><th scope="col">Withdrawal</th><th scope="col">Player</th><th scope="col">Amount</th><th scope="col">Status</th><th scope="col">When</th></tr></thead><tbody>${decided.map(decidedRow).join('')}</tbody></table>` : '<p>No decisions yet.</p>'}`;
      return sendOperatorPage(reply, operatorPage('Withdrawals', body));
    });

    app.post(`${SECTION_PATH}/:withdrawalId/decision`, { schema: { hide: true } }, async (request, reply) => {
      if (!app.demoAllowed(request)) return demoNotFound(reply);
      const params = v.safeParse(paramsSchema, request.params);
      const form = v.safeParse(decisionSchema, request.body);
      if (!params.success || !form.success || !hasOperatorFormToken(request, form.output.csrf))
        return sendOperatorPage(
          reply,
          operatorPage(
            'Withdrawals',
            `<p role="alert">The form was not accepted. <a href="${SECTION_PATH}">Reload the page</a> and try again.</p>`,
          ),
          400,
        );
      const id = params.output.withdrawalId;
      const decided =
        form.output.answer === 'approve'
          ? await app.cashier.approveWithdrawal(id)
          : await app.cashier.declineWithdrawal(id, form.output.reason ?? 'other');
      const done = decided ? (form.output.answer === 'approve' ? 'approved' : 'declined') : 'stale';
      return reply.redirect(`${SECTION_PATH}?done=${done}`, 303);
    });
  },
};
