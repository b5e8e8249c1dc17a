import type { FastifyInstance } from 'fastify';
import { bettingCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import { requireIdempotencyKey } from '../../http/idempotency';
import { placeBet } from '../services/placement';

/** betting.placebet: a single or an accumulator, once per Idempotency-Key. */
export function registerPlaceBet(app: FastifyInstance): void {
  defineApiCall(app, bettingCalls.placebet, {
    rateLimit: { max: 60, timeWindow: '1 minute' },
    handler: async ({ accountId, input, request }) => {
      const key = requireIdempotencyKey(request);
      const bet = await placeBet(app.database.db, app, accountId, input, key);
      app.players.forget(accountId);
      return bet;
    },
  });
}
