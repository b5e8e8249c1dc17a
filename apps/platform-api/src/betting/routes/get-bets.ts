import type { FastifyInstance } from 'fastify';
import { bettingCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import { pageOfBetIds } from '../repositories/bets-repository';
import { betViews } from '../services/bet-views';

/** betting.getbets: the player's bets, newest first, open or settled. */
export function registerGetBets(app: FastifyInstance): void {
  defineApiCall(app, bettingCalls.getbets, {
    handler: async ({ accountId, input }) => {
      const db = app.database.db;
      const { ids, total } = await pageOfBetIds(db, accountId, input);
      return { items: await betViews(db, ids), total };
    },
  });
}
