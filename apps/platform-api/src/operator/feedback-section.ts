import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { FeedbackRow } from '../content/repositories/feedback-repository';
import { demoNotFound } from '../plugins/demo-access';
import { escapeHtml } from '../security/html';
import { hasOperatorFormToken, operatorFormToken } from './operator-csrf';
import { OPERATOR_PATH, operatorPage, sendOperatorPage } from './operator-page';
import type { OperatorSection } from './operator-sections';

const SECTION_PATH = `${OPERATOR_PATH}/feedback`;
const INBOX_SIZE = 50;

const OUTCOMES = {
  answered: 'Marked answered.',
  stale: 'Nothing changed: that message was no longer waiting.',
} as const;

const answerSchema = v.object({ csrf: v.string() });
const messageParamsSchema = v.object({ messageId: v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number)) });
const doneSchema = v.object({ done: v.optional(v.picklist(['answered', 'stale'])) });

function sender(row: FeedbackRow): string {
  const account = row.account_id ? ` · player #${row.account_id}` : ' · visitor';
  return `${escapeHtml(row.name)} &lt;<a href="mailto:${escapeHtml(row.email)}">${escapeHtml(row.email)}</a>&gt;<span class="muted">${account} · ${escapeHtml(row.locale)} · ${row.created_at.toISOString()}</span>`;
}

function waitingItem(row: FeedbackRow, csrf: string): string {
  return `<article aria-labelledby="feedback-${row.id}">
<h3 id="feedback-${row.id}">${sender(row)}</h3>
<p class="message">${escapeHtml(row.message)}</p>
<form method="post" action="${SECTION_PATH}/${row.id}/answered"><input type="hidden" name="csrf" value="${csrf}"><button class="approve" type="submit">Mark answered</button></form>
</article>`;
}

function answeredRow(row: FeedbackRow): string {
  const excerpt = row.message.length > 120 ? `${row.message.slice(0, 120)}…` : row.message;
  return `<tr><td>${escapeHtml(row.name)} (${escapeHtml(row.email)})</td><td>${escapeHtml(excerpt)}</td><td>${row.answered_at?.toISOString() ?? ''}</td></tr>`;
}

/**
 * Feedback: what players and visitors wrote through the support page's form
 * (support.sendFeedback), oldest waiting first, each marked answered once someone replied.
 */
export const feedbackSection: OperatorSection = {
  path: SECTION_PATH,
  title: 'Feedback',
  summary: 'Read the messages sent through the support page; mark them answered.',
  register(app: FastifyInstance) {
    app.get(SECTION_PATH, { schema: { hide: true } }, async (request, reply) => {
      if (!app.demoAllowed(request)) return demoNotFound(reply);
      const csrf = operatorFormToken(request, reply);
      const done = v.safeParse(doneSchema, request.query);
      const { waiting, answered } = await app.content.feedbackInbox(INBOX_SIZE);
      const notice = done.success && done.output.done ? `<p class="notice" role="status">${OUTCOMES[done.output.done]}</p>` : '';
      const body = `${notice}
<h2>Waiting for an answer (${waiting.length})</h2>
${waiting.map((row) => waitingItem(row, csrf)).join('\n') || '<p>Nothing is waiting.</p>'}
<h2>Latest answered</h2>
${answered.length ? `<table><thead><tr><th scope="col">From</th><th scope="col">Message</th><th scope="col">Answered</th></tr></thead><tbody>${answered.map(answeredRow).join('')}</tbody></table>` : '<p>None yet.</p>'}`;
      return sendOperatorPage(reply, operatorPage('Feedback', body));
    });

    app.post(`${SECTION_PATH}/:messageId/answered`, { schema: { hide: true } }, async (request, reply) => {
      if (!app.demoAllowed(request)) return demoNotFound(reply);
      const params = v.safeParse(messageParamsSchema, request.params);
      const form = v.safeParse(answerSchema, request.body);
      if (!params.success || !form.success || !hasOperatorFormToken(request, form.output.csrf))
        return sendOperatorPage(
          reply,
          operatorPage(
            'Feedback',
            `<p role="alert">The form was not accepted. <a href="${SECTION_PATH}">Reload the page</a> and try again.</p>`,
          ),
          400,
        );
      const answered = await app.content.markFeedbackAnswered(params.output.messageId);
      return reply.redirect(`${SECTION_PATH}?done=${answered ? 'answered' : 'stale'}`, 303);
    });
  },
};
