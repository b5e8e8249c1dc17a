import type { FastifyInstance } from 'fastify';
import { gamesCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { CasinoArea } from '../casino-context';
import { setLike } from '../services/set-like';

/** games.removeLike (sysname): idempotent, unliking a game not liked is still 1. */
export function registerGamesRemoveLike(app: FastifyInstance, { catalogue }: CasinoArea): void {
  defineApiCall(app, gamesCalls.removeLike, {
    handler: ({ input, accountId }) => setLike(catalogue, accountId, input.sysname, false),
  });
}
