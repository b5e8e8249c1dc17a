import type { FastifyInstance } from 'fastify';
import { idParam, inputObject, queryCommon } from '@nfx/api-contract';
import { ApiError } from '@nfx/errors';
import { parseInput } from '../../http/define-api-call';
import type { CasinoArea } from '../casino-context';

const downloadQuery = inputObject({ ...queryCommon, id: idParam });

/** The CSV of a ready export. Not an envelope, so not a call of the contract; it lives under /api/ so the session applies. */
export function registerGamesDownloadHistoryExport(app: FastifyInstance, { exports }: CasinoArea): void {
  app.get('/api/games/downloadhistoryexport', { schema: { hide: true } }, async (request, reply) => {
    if (!request.accountId) throw new ApiError('Authorization', 'Authorization required');
    const { id } = parseInput(downloadQuery, request.query);
    const row = await exports.csv(request.accountId, id);
    if (!row || row.status !== 'ready' || row.csv === null)
      throw new ApiError('InvalidParameter', 'Export is not ready', { invalidParameters: { id: ['INVALID'] } });
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="${row.kind === 'sports' ? 'sports-bets' : 'game-history'}-${id}.csv"`)
      .type('text/csv; charset=utf-8')
      .send(row.csv);
  });
}
