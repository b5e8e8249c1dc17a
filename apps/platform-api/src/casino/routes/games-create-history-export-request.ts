import type { FastifyInstance } from 'fastify';
import { gamesCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { CasinoArea } from '../casino-context';

/**
 * games.createhistoryexportrequest: a CSV of casino rounds or, with kind sports, of sports bets,
 * built in the background; the answer names the pending export.
 */
export function registerGamesCreateHistoryExportRequest(app: FastifyInstance, { exports }: CasinoArea): void {
  defineApiCall(app, gamesCalls.createhistoryexportrequest, {
    rateLimit: { max: 10, timeWindow: '1 minute' },
    handler: async ({ input, accountId }) => ({
      id: await exports.request(accountId, { kind: input.kind, dateFrom: input.date_from, dateTo: input.date_to }),
      status: 'pending' as const,
    }),
  });
}
