import type { FastifyInstance } from 'fastify';
import type { bonusesCalls } from '@nfx/api-contract';
import type { BonusWallet } from '../../db/tables/bonus';
import type { ApiCallImplementation } from '../../http/define-api-call';
import { pickFields } from '../../http/pick-fields';
import { bonusOf } from '../services/bonus-format';
import { bonusPage } from '../services/bonus-lists';
import { textLocales } from '../services/campaign-texts';

/**
 * The answer of both bonus lists, bonuses.get (casino) and BettingBonuses.get (betting): the same
 * input and page (§7: count, offset, fields, status), each over its own wallet, newest first.
 */
export function bonusPageHandler(app: FastifyInstance, wallet: BonusWallet): ApiCallImplementation<typeof bonusesCalls.get>['handler'] {
  return async ({ accountId, input, locale }) => {
    const locales = textLocales(await locale());
    const query = { statuses: input.status, offset: input.offset, count: input.count };
    const { rows, total } = await bonusPage(app.database.db, accountId, wallet, query, locales);
    return { items: rows.map((row) => pickFields(bonusOf(row, row), input.fields, ['id', 'type'])), total };
  };
}
