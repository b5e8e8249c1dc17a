import type { FastifyInstance } from 'fastify';
import { bettingBonusesCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import { pickFields } from '../../http/pick-fields';
import type { BonusArea } from '../bonus-context';
import { bonusOf } from '../services/bonus-format';
import { bonusPage } from '../services/bonus-lists';
import { textLocales } from '../services/campaign-texts';

/** BettingBonuses.get (§7): the player’s betting bonuses (free bets), newest first. */
export function registerBettingBonusesGet(app: FastifyInstance, _area: BonusArea): void {
  defineApiCall(app, bettingBonusesCalls.get, {
    handler: async ({ accountId, input, locale }) => {
      const locales = textLocales(await locale());
      const { rows, total } = await bonusPage(
        app.database.db,
        accountId,
        'betting',
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
