import type { FastifyInstance } from 'fastify';
import { gamesCalls } from '@nfx/api-contract';
import { ApiError } from '@nfx/errors';
import { defineApiCall } from '../../http/define-api-call';
import type { CasinoArea } from '../casino-context';
import { toHistoryExport } from '../services/history-export-item';

/** games.gethistoryexportrequest: the player's exports (newest first), or one by id. */
export function registerGamesGetHistoryExportRequest(app: FastifyInstance, { exports }: CasinoArea): void {
  defineApiCall(app, gamesCalls.gethistoryexportrequest, {
    handler: async ({ input, accountId }) => {
      const rows = await exports.list(accountId, input.id);
      if (input.id !== undefined) {
        const row = rows[0];
        if (!row) throw new ApiError('InvalidParameter', 'Unknown export', { invalidParameters: { id: ['INVALID'] } });
        return toHistoryExport(row);
      }
      return { items: rows.map(toHistoryExport), total: rows.length };
    },
  });
}
