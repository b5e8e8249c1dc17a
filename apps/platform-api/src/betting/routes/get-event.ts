import type { FastifyInstance } from 'fastify';
import { bettingCalls } from '@nfx/api-contract';
import { ApiError } from '@nfx/errors';
import { messageKeys } from '@nfx/validation';
import { defineApiCall } from '../../http/define-api-call';
import { listEvents } from '../services/book';

/** betting.getevent: one event with every market, finished ones included. */
export function registerGetEvent(app: FastifyInstance): void {
  defineApiCall(app, bettingCalls.getevent, {
    handler: async ({ input }) => {
      const [event] = await listEvents(app.database.db, { ids: [input.id], limit: 1 });
      if (!event) throw new ApiError('InvalidParameter', 'No such event', { invalidParameters: { id: [messageKeys.wrongField] } });
      return event;
    },
  });
}
