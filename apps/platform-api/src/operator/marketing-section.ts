import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { demoNotFound } from '../plugins/demo-access';
import { escapeHtml } from '../security/html';
import { hasOperatorFormToken, operatorFormToken } from './operator-csrf';
import { OPERATOR_PATH, operatorPage, sendOperatorPage } from './operator-page';
import type { OperatorSection } from './operator-sections';

const SECTION_PATH = `${OPERATOR_PATH}/marketing`;

const sendSchema = v.object({
  csrf: v.string(),
  login: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(254)),
  subject: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200)),
  body: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(5000)),
});
const doneSchema = v.object({ sent: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/))), unknown: v.optional(v.literal('1')) });

function form(csrf: string): string {
  return `<form method="post" action="${SECTION_PATH}" class="card">
<input type="hidden" name="csrf" value="${csrf}">
<p><label for="login">Player (login, email or phone)</label><br><input id="login" name="login" required maxlength="254" size="40"></p>
<p><label for="subject">Subject</label><br><input id="subject" name="subject" required maxlength="200" size="60" value="This week's offers"></p>
<p><label for="body">Text</label><br><textarea id="body" name="body" required maxlength="5000" rows="5" cols="60">Twenty free spins wait for you on Fridays.</textarea></p>
<button type="submit">Send</button>
</form>`;
}

/**
 * Marketing: sends one newsletter to a player through the only marketing sender
 * (`app.players.sendMarketing`), so the operator sees the rule at work: only subscribed and
 * confirmed contacts get it, each with its own signed unsubscribe link, and nobody who
 * unsubscribed or is self-excluded. The messages land in the demo outbox.
 */
export const marketingSection: OperatorSection = {
  path: SECTION_PATH,
  title: 'Marketing',
  summary: 'Send a newsletter to one player; only contacts that may receive marketing get it.',
  register(app: FastifyInstance) {
    app.get(SECTION_PATH, { schema: { hide: true } }, async (request, reply) => {
      if (!app.demoAllowed(request)) return demoNotFound(reply);
      const csrf = operatorFormToken(request, reply);
      const done = v.safeParse(doneSchema, request.query);
      const notice = !done.success
        ? ''
        : done.output.unknown
          ? '<p class="notice" role="status">No player has that login.</p>'
          : done.output.sent !== undefined
            ? `<p class="notice" role="status">Sent to ${escapeHtml(done.output.sent)} contact(s). <a href="/demo/outbox">Open the outbox</a></p>`
            : '';
      return sendOperatorPage(reply, operatorPage('Marketing', `${notice}\n${form(csrf)}`));
    });

    app.post(SECTION_PATH, { schema: { hide: true } }, async (request, reply) => {
      if (!app.demoAllowed(request)) return demoNotFound(reply);
      const parsed = v.safeParse(sendSchema, request.body);
      if (!parsed.success || !hasOperatorFormToken(request, parsed.output.csrf))
        return sendOperatorPage(
          reply,
          operatorPage(
            'Marketing',
            `<p role="alert">The form was not accepted. <a href="${SECTION_PATH}">Reload the page</a> and try again.</p>`,
          ),
          400,
        );
      const { login, subject, body } = parsed.output;
      const player = await app.players.findByLogin(login);
      if (!player) return reply.redirect(`${SECTION_PATH}?unknown=1`, 303);
      const sent = await app.players.sendMarketing(player.id, () => ({ subject, body }));
      return reply.redirect(`${SECTION_PATH}?sent=${sent}`, 303);
    });
  },
};
