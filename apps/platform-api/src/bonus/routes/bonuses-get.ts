import type { FastifyInstance } from 'fastify';
import { bonusesCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import { pickFields } from '../../http/pick-fields';
import type { BonusArea } from '../bonus-context';
import { bonusOf } from '../services/bonus-format';
import { bonusPage } from '../services/bonus-lists';
import { textLocales } from '../services/campaign-texts';

/** bonuses.get (§7: count, offset, fields, status): the player's casino bonuses, newest first. */
export function registerBonusesGet(app: FastifyInstance, _area: BonusArea): void {
  defineApiCall(app, bonusesCalls.get, {
    handler: async ({ accountId, input, locale }) => {
      const locales = textLocales(await locale());
      const { rows, total } = await bonusPage(
        app.database.db,
        accountId,
        'casino',
        {
          statuses: input.status,
          offset: input.offset,
          count: input.count,
        },
        locales,
      );
      return { items: rows.map((row) => pickFields(bonusOf(row, row), input.fields, ['id', 'type'])), total };
    },
  });
}
