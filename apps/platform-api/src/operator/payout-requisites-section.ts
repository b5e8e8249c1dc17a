import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { demoNotFound } from '../plugins/demo-access';
import { escapeHtml } from '../security/html';
import { hasOperatorFormToken, operatorFormToken } from './operator-csrf';
import { OPERATOR_PATH, operatorPage, sendOperatorPage } from './operator-page';
import type { OperatorSection } from './operator-sections';

const SECTION_PATH = `${OPERATOR_PATH}/requisites`;

const OUTCOMES = {
  verified: 'Verified: the player may withdraw to these requisites now.',
  rejected: 'Rejected: payouts to these requisites are refused.',
  stale: 'Nothing changed: these requisites were answered already.',
} as const;

const decisionSchema = v.object({
  csrf: v.string(),
  answer: v.picklist(['verify', 'reject']),
  account: v.pipe(v.string(), v.regex(/^\d{1,12}$/), v.transform(Number)),
  digest: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
});
const doneSchema = v.object({ done: v.optional(v.picklist(['verified', 'rejected', 'stale'])) });

type Item = Awaited<ReturnType<FastifyInstance['cashier']['requisitesQueue']>>['waiting'][number];

const requisitesOf = (item: Item) =>
  Object.entries((typeof item.requisites === 'string' ? JSON.parse(item.requisites) : item.requisites) as Record<string, string>)
    .map(([name, value]) => `${escapeHtml(name)}: ${escapeHtml(value)}`)
    .join(', ');

function decisionForm(item: Item, csrf: string, answer: 'verify' | 'reject', label: string, className: string): string {
  return `<form method="post" action="${SECTION_PATH}/decision"><input type="hidden" name="csrf" value="${csrf}"><input type="hidden" name="answer" value="${answer}"><input type="hidden" name="account" value="${item.account_id}"><input type="hidden" name="digest" value="${escapeHtml(item.digest)}"><button class="${className}" type="submit">${label}</button></form>`;
}

function waitingItem(item: Item, csrf: string, index: number): string {
  return `<article aria-labelledby="requisites-${index}">
<h3 id="requisites-${index}">${escapeHtml(item.login)} · ${escapeHtml(item.method)} <span class="muted">· first asked ${new Date(item.created_at).toISOString()}</span></h3>
<p class="muted">${requisitesOf(item)}</p>
<div class="actions">${decisionForm(item, csrf, 'verify', `Verify for ${escapeHtml(item.login)}`, 'approve')}${decisionForm(item, csrf, 'reject', `Reject for ${escapeHtml(item.login)}`, 'reject')}</div>
</article>`;
}

const decidedRow = (item: Item) =>
  `<tr><td>${escapeHtml(item.login)}</td><td>${escapeHtml(item.method)}</td><td>${requisitesOf(item)}</td><td>${escapeHtml(item.status)}</td><td>${item.decided_at ? new Date(item.decided_at).toISOString() : ''}</td></tr>`;

/**
 * Payout requisites: cards, IBANs and e-wallets a player asked a withdrawal to that no deposit of
 * theirs came from. Until verified here, a withdrawal to them is refused (`RequisitesOnVerification`).
 */
export const payoutRequisitesSection: OperatorSection = {
  path: SECTION_PATH,
  title: 'Payout requisites',
  summary: 'Verify or reject new cards, IBANs and e-wallets players want payouts to.',
  register(app: FastifyInstance) {
    app.get(SECTION_PATH, { schema: { hide: true } }, async (request, reply) => {
      if (!app.demoAllowed(request)) return demoNotFound(reply);
      const csrf = operatorFormToken(request, reply);
      const done = v.safeParse(doneSchema, request.query);
      const { waiting, decided } = await app.cashier.requisitesQueue();
      const notice = done.success && done.output.done ? `<p class="notice" role="status">${OUTCOMES[done.output.done]}</p>` : '';
      const body = `${notice}
<h2>On verification (${waiting.length})</h2>
${waiting.map((item, index) => waitingItem(item, csrf, index)).join('\n') || '<p>Nothing is waiting.</p>'}
<h2>Latest answers</h2>
${decided.length ? `<table><thead><tr><th scope="col">Player</th><th scope="col">Method</th><th scope="col">Requisites</th><th scope="col">Status</th><th scope="col">When</th></tr></thead><tbody>${decided.map(decidedRow).join('')}</tbody></table>` : '<p>No answers yet.</p>'}`;
      return sendOperatorPage(reply, operatorPage('Payout requisites', body));
    });

    app.post(`${SECTION_PATH}/decision`, { schema: { hide: true } }, async (request, reply) => {
      if (!app.demoAllowed(request)) return demoNotFound(reply);
      const form = v.safeParse(decisionSchema, request.body);
      if (!form.success || !hasOperatorFormToken(request, form.output.csrf))
        return sendOperatorPage(
          reply,
          operatorPage(
            'Payout requisites',
            `<p role="alert">The form was not accepted. <a href="${SECTION_PATH}">Reload the page</a> and try again.</p>`,
          ),
          400,
        );
      const { account, digest, answer } = form.output;
      const decided = await app.cashier.decideRequisites(account, digest, answer);
      const done = decided ? (answer === 'verify' ? 'verified' : 'rejected') : 'stale';
      return reply.redirect(`${SECTION_PATH}?done=${done}`, 303);
    });
  },
};
