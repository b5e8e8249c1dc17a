import type { FastifyInstance } from 'fastify';
import { popupsCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { ContentArea } from '../content-context';
import { toPopup } from '../services/popup-item';

/** popups.get: the campaign popups for this visitor (none for a self-excluded player); with `popup` the one popup to preview, whatever its schedule. */
export function registerPopupsGet(app: FastifyInstance, { popups }: ContentArea): void {
  defineApiCall(app, popupsCalls.get, {
    handler: async ({ input, locale, accountId }) => {
      const { locale: code } = await locale();
      if (input.popup !== undefined) {
        const row = await popups.preview(code, input.popup);
        return { items: row ? [toPopup(row)] : [] };
      }
      // Responsible gaming: a self-excluded or timed-out player is shown no campaign.
      if (accountId !== null && (await app.playerProtection.isExcluded(app.database.db, accountId))) return { items: [] };
      const rows = await popups.current(code, accountId !== null);
      return { items: rows.map(toPopup) };
    },
  });
}
