import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { optionalText } from '@nfx/validation';
import { defineApiCall } from '../../http/define-api-call';
import { toCharacterItem } from '../../loyalty/character-item';
import type { CharactersRepository } from '../../loyalty/characters-repository';
import { requestLocale } from '../account/request-locale';
import { integerParam } from '../content/schemas';

/** Characters in one page is more than the demo ever holds; the picker asks for all at once. */
const MAX_LIMIT = 100;

/**
 * loyalty.getcharacters (§7): the characters a player may pick, with `items, offset, limit,
 * total` (§3). Public, because registration shows them before there is an account.
 */
export function registerCharacterCalls(app: FastifyInstance, characters: CharactersRepository): void {
  defineApiCall(app, {
    area: 'loyalty',
    method: 'getcharacters',
    verb: 'GET',
    summary: 'Characters a player can choose (offset, limit default 20)',
    input: v.object({
      locale: optionalText(16),
      version: optionalText(32),
      offset: integerParam(0, 10000, 0),
      limit: integerParam(1, MAX_LIMIT, 20),
    }),
    handler: async ({ input, request }) => {
      const locale = requestLocale(request);
      const { items, total } = await characters.page(input.offset, input.limit);
      return { items: items.map((row) => toCharacterItem(row, locale)), offset: input.offset, limit: input.limit, total };
    },
  });
}
