import type { FastifyInstance } from 'fastify';
import { gamesCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { CasinoArea } from '../casino-area';

/** games.createhistoryexportrequest: the CSV is built in the background; the answer names the pending export. */
export function registerGamesCreateHistoryExportRequest(app: FastifyInstance, { exports }: CasinoArea): void {
  defineApiCall(app, gamesCalls.createhistoryexportrequest, {
    rateLimit: { max: 10, timeWindow: '1 minute' },
    handler: async ({ input, accountId }) => ({
      id: await exports.request(accountId, input.date_from, input.date_to),
      status: 'pending' as const,
    }),
  });
}
