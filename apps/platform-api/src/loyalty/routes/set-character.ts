import type { FastifyInstance } from 'fastify';
import { loyaltyCalls } from '@nfx/api-contract';
import { ApiError } from '@nfx/errors';
import { defineApiCall } from '../../http/define-api-call';
import type { LoyaltyArea } from '../loyalty-context';
import { toCharacterItem } from '../services/character-item';
import { setCharacter } from '../services/programme';

/** loyalty.setcharacter (§7): the player's character becomes another active one (a skin only once unlocked). */
export function registerSetCharacter(app: FastifyInstance, { characters }: LoyaltyArea): void {
  defineApiCall(app, loyaltyCalls.setcharacter, {
    rateLimit: { max: 30, timeWindow: '1 minute' },
    handler: async ({ accountId, input, locale }) => {
      const character = await characters.find(input.id);
      if (!character || !(await characters.isSelectable(input.id, accountId)))
        throw new ApiError('InvalidParameter', 'Unknown character', { invalidParameters: { id: ['INVALID'] } });
      await app.database.db.transaction().execute((trx) => setCharacter(trx, accountId, input.id));
      const { locale: code } = await locale();
      return { character: toCharacterItem(character, code) };
    },
  });
}
