import type { FastifyInstance } from 'fastify';
import { bettingCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import { sportSummaries } from '../services/book';

/** betting.getsports: the sports menu with live and upcoming counts. */
export function registerGetSports(app: FastifyInstance): void {
  defineApiCall(app, bettingCalls.getsports, {
    handler: async () => ({ items: await sportSummaries(app.database.db) }),
  });
}
