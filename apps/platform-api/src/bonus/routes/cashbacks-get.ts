import type { FastifyInstance } from 'fastify';
import { cashbacksCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import { pickFields } from '../../http/pick-fields';
import type { BonusArea } from '../bonus-context';
import { cashbackPage } from '../services/bonus-lists';
import { textLocales } from '../services/campaign-texts';

/** cashbacks.get (§7: count, offset, sort, order, statuses, fields; count 1 for the unseen check). */
export function registerCashbacksGet(app: FastifyInstance, _area: BonusArea): void {
  defineApiCall(app, cashbacksCalls.get, {
    handler: async ({ accountId, input, locale }) => {
      const locales = textLocales(await locale());
      const { items, total } = await cashbackPage(app.database.db, accountId, input, locales);
      return { items: items.map((item) => pickFields(item, input.fields, ['id', 'status'])), total };
    },
  });
}
