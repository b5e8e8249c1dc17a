import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { demoNotFound } from '../plugins/demo-access';
import { escapeHtml } from '../security/html';
import { hasOperatorFormToken, operatorFormToken } from './operator-csrf';
import { OPERATOR_PATH, operatorPage, sendOperatorPage } from './operator-page';
import type { OperatorSection } from './operator-sections';

const SECTION_PATH = `${OPERATOR_PATH}/cashback`;
const DAY_MS = 86_400_000;
const SHOWN_DAYS = 7;

const PERIODS = {
  current: 'The current period so far (today, for the daily cashback)',
  previous: 'The last complete period (yesterday, for the daily cashback): what the nightly job pays',
} as const;

const loginSchema = v.pipe(v.string(), v.trim(), v.maxLength(254));
const runSchema = v.object({
  csrf: v.string(),
  period: v.picklist(['current', 'previous']),
  login: v.optional(loginSchema, ''),
});
const querySchema = v.object({
  login: v.optional(loginSchema, ''),
  created: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/))),
  unknown: v.optional(v.literal('1')),
});

type PlayDay = Awaited<ReturnType<FastifyInstance['bonus']['playDays']>>[number];

const money = (minor: number, currency: string) => `${(minor / 100).toFixed(2)} ${escapeHtml(currency)}`;

function runForm(csrf: string, login: string): string {
  const options = Object.entries(PERIODS)
    .map(
      ([value, label], index) =>
        `<p><label><input type="radio" name="period" value="${value}"${index === 0 ? ' checked' : ''}> ${escapeHtml(label)}</label></p>`,
    )
    .join('\n');
  return `<form method="post" action="${SECTION_PATH}" class="card" aria-labelledby="run-title">
<h2 id="run-title">Run the cashback now</h2>
<input type="hidden" name="csrf" value="${csrf}">
<fieldset><legend>Period</legend>
${options}
</fieldset>
<p><label for="run-login">Player (login, email or phone; empty for every player)</label><br><input id="run-login" name="login" maxlength="254" size="40" value="${escapeHtml(login)}"></p>
<button type="submit">Run cashback</button>
</form>`;
}

function playTable(login: string, days: PlayDay[]): string {
  if (days.length === 0) return `<p>${escapeHtml(login)} has no real-money play in the last ${SHOWN_DAYS} days.</p>`;
  const rows = days
    .map(
      (day) =>
        `<tr><td>${escapeHtml(day.day)}</td><td>${money(day.staked, day.currency)}</td><td>${money(day.won, day.currency)}</td><td>${money(day.staked - day.won, day.currency)}</td></tr>`,
    )
    .join('');
  return `<table aria-label="Real-money play of ${escapeHtml(login)}"><thead><tr><th scope="col">Day (UTC)</th><th scope="col">Staked</th><th scope="col">Won</th><th scope="col">Net loss</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function lookupForm(login: string): string {
  return `<form method="get" action="${SECTION_PATH}" class="card">
<p><label for="look-login">Player (login, email or phone)</label><br><input id="look-login" name="login" required maxlength="254" size="40" value="${escapeHtml(login)}"></p>
<button type="submit">Show their play</button>
</form>`;
}

/**
 * Cashback: runs the `bonus.cashback` job's own computation now (`app.bonus.runCashback`), for
 * the current period so far or the last complete one, for every player or one, so the demo need
 * not wait for 00:10 UTC. As idempotent as the job: a period that has its cashback gets none more,
 * so running today's early settles today (later losses that day are not paid back, by the job
 * neither). A player's play per day shows what a run would pay back.
 */
export const cashbackSection: OperatorSection = {
  path: SECTION_PATH,
  title: 'Cashback',
  summary: 'Run the daily cashback now, for today so far or yesterday, for every player or one.',
  register(app: FastifyInstance) {
    app.get(SECTION_PATH, { schema: { hide: true } }, async (request, reply) => {
      if (!app.demoAllowed(request)) return demoNotFound(reply);
      const csrf = operatorFormToken(request, reply);
      const query = v.safeParse(querySchema, request.query);
      const { login = '', created, unknown } = query.success ? query.output : {};
      const notice = unknown
        ? '<p class="notice" role="status">No player has that login.</p>'
        : created !== undefined
          ? `<p class="notice" role="status">Created ${escapeHtml(created)} cashback(s). A period that already had its cashback gets none more.</p>`
          : '';
      const player = login && !unknown ? await app.players.findByLogin(login) : undefined;
      const play = player
        ? `<h2>Play of ${escapeHtml(login)}</h2>\n${playTable(login, await app.bonus.playDays(player.id, new Date(Date.now() - (SHOWN_DAYS - 1) * DAY_MS)))}`
        : login && !unknown
          ? '<p class="notice" role="status">No player has that login.</p>'
          : '';
      const body = `${notice}
<p>Cashback pays a share of a player’s net real-money losses over a period. The job runs daily at 00:10 UTC over yesterday; here it runs now.</p>
${runForm(csrf, login)}
<h2>A player’s play</h2>
${lookupForm(login)}
${play}`;
      return sendOperatorPage(reply, operatorPage('Cashback', body));
    });

    app.post(SECTION_PATH, { schema: { hide: true } }, async (request, reply) => {
      if (!app.demoAllowed(request)) return demoNotFound(reply);
      const parsed = v.safeParse(runSchema, request.body);
      if (!parsed.success || !hasOperatorFormToken(request, parsed.output.csrf))
        return sendOperatorPage(
          reply,
          operatorPage(
            'Cashback',
            `<p role="alert">The form was not accepted. <a href="${SECTION_PATH}">Reload the page</a> and try again.</p>`,
          ),
          400,
        );
      const { period, login } = parsed.output;
      const player = login ? await app.players.findByLogin(login) : undefined;
      if (login && !player) return reply.redirect(`${SECTION_PATH}?unknown=1`, 303);
      const created = await app.bonus.runCashback({ period, ...(player ? { accountId: player.id } : {}) });
      const back = new URLSearchParams({ created: String(created), ...(login ? { login } : {}) });
      return reply.redirect(`${SECTION_PATH}?${back.toString()}`, 303);
    });
  },
};
