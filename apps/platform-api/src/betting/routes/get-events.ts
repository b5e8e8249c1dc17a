import type { FastifyInstance } from 'fastify';
import { bettingCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import { listEvents } from '../services/book';

/** betting.getevents: the board (live first, then by start), filtered by sport, competition and status. */
export function registerGetEvents(app: FastifyInstance): void {
  defineApiCall(app, bettingCalls.getevents, {
    handler: async ({ input }) => ({
      items: await listEvents(app.database.db, {
        limit: input.limit,
        ...(input.sport ? { sport: input.sport } : {}),
        ...(input.competition ? { competition: input.competition } : {}),
        ...(input.status ? { status: input.status } : {}),
      }),
    }),
  });
}
