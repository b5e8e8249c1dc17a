import type { FastifyInstance } from 'fastify';
import type { CasinoServices } from '../../casino';
import { defineApiCall } from '../../http/define-api-call';
import { inputObject, queryCommon } from './schemas';

export function registerGamesGetLikes(app: FastifyInstance, casino: CasinoServices): void {
  defineApiCall(app, {
    area: 'games',
    method: 'getLikes',
    verb: 'GET',
    summary: "Sysnames of the player's liked games, newest first (empty for visitors)",
    input: inputObject(queryCommon),
    handler: async ({ accountId }) => ({ sysnames: accountId ? await casino.catalogue.likedSysnames(accountId) : [] }),
  });
}
