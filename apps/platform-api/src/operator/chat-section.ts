import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { demoNotFound } from '../plugins/demo-access';
import { escapeHtml } from '../security/html';
import { hasOperatorFormToken, operatorFormToken } from './operator-csrf';
import { OPERATOR_PATH, operatorPage, sendOperatorPage } from './operator-page';
import type { OperatorSection } from './operator-sections';

const SECTION_PATH = `${OPERATOR_PATH}/chat`;

/** §3: the seven providers; `none` has no behaviour (the site's chat button then opens the support page). */
const PROVIDERS = ['none', 'livechat', 'intercom', 'zendesk', 'freshchat', 'crisp', 'tawk'] as const;
type Provider = (typeof PROVIDERS)[number];
/** The settings a provider's snippet needs, as the chat loader reads them. */
const FIELDS = ['id', 'license', 'src', 'widget_id', 'lang'] as const;

const setting = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500)), '');
const saveSchema = v.object({
  csrf: v.string(),
  chat: v.picklist(PROVIDERS),
  id: setting,
  license: setting,
  src: setting,
  widget_id: setting,
  lang: setting,
});
const doneSchema = v.object({ saved: v.optional(v.picklist(PROVIDERS)) });

/** A script URL must be https, or a path of this site (a locally served provider in tests). */
function acceptableSrc(src: string): boolean {
  if (src === '') return true;
  if (src.startsWith('/') && !src.startsWith('//')) return true;
  try {
    return new URL(src).protocol === 'https:';
  } catch {
    return false;
  }
}

function form(csrf: string, chat: Provider, settings: Record<string, unknown>): string {
  const value = (field: string) => escapeHtml(typeof settings[field] === 'string' ? (settings[field] as string) : '');
  return `<form method="post" action="${SECTION_PATH}" class="card">
<input type="hidden" name="csrf" value="${csrf}">
<p><label for="chat">Provider</label><br><select id="chat" name="chat">${PROVIDERS.map((name) => `<option value="${name}"${name === chat ? ' selected' : ''}>${name}</option>`).join('')}</select></p>
${FIELDS.map((field) => `<p><label for="${field}">${field}</label><br><input id="${field}" name="${field}" size="60" maxlength="500" value="${value(field)}"></p>`).join('\n')}
<p class="muted">The fields fill the chosen provider's settings (id: Intercom, Zendesk, Freshchat token, Crisp, Tawk; license: LiveChat; src: a script URL other than the provider's default).</p>
<button type="submit">Save</button>
</form>`;
}

/**
 * Support chat: the CMS's chat section (§3 chat settings). Choosing a provider and its settings
 * switches the site's chat on for every locale; `none` switches it off.
 */
export const chatSection: OperatorSection = {
  path: SECTION_PATH,
  title: 'Support chat',
  summary: 'Choose the chat provider of the site and its settings.',
  register(app: FastifyInstance) {
    app.get(SECTION_PATH, { schema: { hide: true } }, async (request, reply) => {
      if (!app.demoAllowed(request)) return demoNotFound(reply);
      const csrf = operatorFormToken(request, reply);
      const stored = await app.content.chatSection();
      const chat = (PROVIDERS as readonly string[]).includes(stored?.chat ?? '') ? (stored!.chat as Provider) : 'none';
      const done = v.safeParse(doneSchema, request.query);
      const notice =
        done.success && done.output.saved ? `<p class="notice" role="status">Saved: ${escapeHtml(done.output.saved)}.</p>` : '';
      return sendOperatorPage(reply, operatorPage('Support chat', `${notice}\n${form(csrf, chat, stored?.settings[chat] ?? {})}`));
    });

    app.post(SECTION_PATH, { schema: { hide: true } }, async (request, reply) => {
      if (!app.demoAllowed(request)) return demoNotFound(reply);
      const parsed = v.safeParse(saveSchema, request.body);
      if (!parsed.success || !hasOperatorFormToken(request, parsed.output.csrf) || !acceptableSrc(parsed.output.src))
        return sendOperatorPage(
          reply,
          operatorPage(
            'Support chat',
            `<p role="alert">The form was not accepted. <a href="${SECTION_PATH}">Reload the page</a> and try again.</p>`,
          ),
          400,
        );
      const { chat } = parsed.output;
      const stored = await app.content.chatSection();
      const settings = { ...(stored?.settings ?? {}) };
      const own = Object.fromEntries(FIELDS.map((field) => [field, parsed.output[field]]));
      settings[chat] = { ...(settings[chat] ?? {}), ...own };
      await app.content.saveChatSection({ chat, settings });
      return reply.redirect(`${SECTION_PATH}?saved=${chat}`, 303);
    });
  },
};
