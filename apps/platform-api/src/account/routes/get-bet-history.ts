import type { FastifyInstance } from 'fastify';
import { apiContract } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import { betHistory } from '../services/bet-history';

/** account.getBetHistory: a page of the player's sports bets for the profile's bet history. */
export function registerGetBetHistory(app: FastifyInstance): void {
  defineApiCall(app, apiContract.account.getBetHistory, {
    feature: 'isBetHistoryEnable',
    handler: ({ accountId, input }) => betHistory(app.database.db, accountId, input),
  });
}
