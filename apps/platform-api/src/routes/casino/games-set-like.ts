import type { FastifyInstance } from 'fastify';
import { ApiError } from '@nfx/errors';
import type { CasinoServices } from '../../casino';
import { defineApiCall } from '../../http/define-api-call';
import { inputObject, sysnameSchema } from './schemas';

/** addLike and removeLike: the same input and rules, opposite directions. */
function registerLikeCall(app: FastifyInstance, casino: CasinoServices, method: 'addLike' | 'removeLike'): void {
  defineApiCall(app, {
    area: 'games',
    method,
    verb: 'POST',
    summary:
      method === 'addLike'
        ? 'Adds a game to the favourites (idempotent); answers 1'
        : 'Removes a game from the favourites (idempotent); answers 1',
    auth: 'required',
    input: inputObject({ sysname: sysnameSchema }),
    handler: async ({ input, accountId }) => {
      const game = await casino.catalogue.findGame(input.sysname);
      if (!game) throw new ApiError('InvalidParameter', 'Unknown game', { invalidParameters: { sysname: ['INVALID'] } });
      await casino.catalogue.setLike(accountId as number, game.id, method === 'addLike');
      return 1;
    },
  });
}

export function registerGamesSetLike(app: FastifyInstance, casino: CasinoServices): void {
  registerLikeCall(app, casino, 'addLike');
  registerLikeCall(app, casino, 'removeLike');
}
