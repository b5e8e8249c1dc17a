import type { FastifyInstance } from 'fastify';
import { gamesCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { CasinoArea } from '../casino-context';
import { setLike } from '../services/set-like';

/** games.addLike (sysname): idempotent, liking twice is still 1. */
export function registerGamesAddLike(app: FastifyInstance, { catalogue }: CasinoArea): void {
  defineApiCall(app, gamesCalls.addLike, {
    handler: ({ input, accountId }) => setLike(catalogue, accountId, input.sysname, true),
  });
}
