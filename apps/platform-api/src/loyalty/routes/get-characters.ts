import type { FastifyInstance } from 'fastify';
import { loyaltyCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { LoyaltyArea } from '../loyalty-context';
import { toListedCharacter } from '../services/character-item';

/**
 * loyalty.getcharacters (§7): the characters a player may pick, with `items, offset, limit,
 * total` (§3). Public, because registration shows them before there is an account; a signed-in
 * player also sees the skins, each owned (unlocked in the shop, selectable) or not yet.
 */
export function registerGetCharacters(app: FastifyInstance, { characters }: LoyaltyArea): void {
  defineApiCall(app, loyaltyCalls.getcharacters, {
    handler: async ({ accountId, input, locale }) => {
      const { locale: code } = await locale();
      const { items, total } = await characters.page(input.offset, input.limit, accountId);
      return { items: items.map((row) => toListedCharacter(row, code)), offset: input.offset, limit: input.limit, total };
    },
  });
}
