import type { FastifyInstance } from 'fastify';
import { gamesCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { CasinoArea } from '../casino-context';

/** games.getLikes: the sysnames of the player's liked games, newest first; none for visitors. */
export function registerGamesGetLikes(app: FastifyInstance, { catalogue }: CasinoArea): void {
  defineApiCall(app, gamesCalls.getLikes, {
    handler: async ({ accountId }) => ({ sysnames: accountId ? await catalogue.likedSysnames(accountId) : [] }),
  });
}
