import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { ContentRepositories } from '../../content';
import type { PopupRow } from '../../content/popups-repository';
import { sanitizeHtml } from '../../content/html-sanitizer';
import { defineApiCall } from '../../http/define-api-call';
import { requestLocale } from './request-locale';
import { inputObject, messageKeys, queryCommon } from './schemas';

function toPopup(row: PopupRow) {
  return {
    id: row.id,
    title: row.title,
    content: sanitizeHtml(row.content),
    button_text: row.button_text,
    button_url: row.button_url,
    audience: row.audience,
    starts_at: row.starts_at?.toISOString() ?? null,
    finished_at: row.finished_at?.toISOString() ?? null,
  };
}

export function registerPopupCalls(app: FastifyInstance, content: ContentRepositories): void {
  defineApiCall(app, {
    area: 'popups',
    method: 'get',
    verb: 'GET',
    summary: 'Campaign popups for this visitor; with `popup` (an id) the one popup to preview, whatever its schedule',
    input: inputObject({
      ...queryCommon,
      popup: v.optional(v.pipe(v.string(messageKeys.integer), v.regex(/^\d{1,9}$/, messageKeys.integer), v.transform(Number))),
    }),
    handler: async ({ input, request, accountId }) => {
      const { locale } = await requestLocale(request, content.locales);
      if (input.popup !== undefined) {
        const row = await content.popups.preview(locale, input.popup);
        return { items: row ? [toPopup(row)] : [] };
      }
      const rows = await content.popups.current(locale, accountId !== null);
      return { items: rows.map(toPopup) };
    },
  });
}
