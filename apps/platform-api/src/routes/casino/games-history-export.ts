import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ApiError } from '@nfx/errors';
import type { HistoryExports } from '../../casino/history-exports';
import { defineApiCall, parseInput } from '../../http/define-api-call';
import { idSchema, inputObject, isoDate, messageKeys, queryCommon } from './schemas';

const downloadUrl = (id: number) => `/api/games/downloadhistoryexport?id=${id}`;

type ExportRow = Awaited<ReturnType<HistoryExports['list']>>[number];

function toExport(row: ExportRow) {
  return {
    id: row.id,
    status: row.status,
    created_at: row.created_at.toISOString(),
    finished_at: row.finished_at?.toISOString() ?? null,
    rows: row.row_count,
    download_url: row.status === 'ready' ? downloadUrl(row.id) : null,
  };
}

/** Game history as CSV: request it, watch it become ready (built in the background), download it. */
export function registerGamesHistoryExport(app: FastifyInstance, exports: HistoryExports): void {
  defineApiCall(app, {
    area: 'games',
    method: 'createhistoryexportrequest',
    verb: 'POST',
    summary: 'Requests a CSV of the game history (date_from, date_to yyyy-mm-dd, both optional); built in the background',
    auth: 'required',
    rateLimit: { max: 10, timeWindow: '1 minute' },
    input: v.pipe(
      inputObject({ date_from: v.optional(isoDate), date_to: v.optional(isoDate) }),
      v.check((input) => !input.date_from || !input.date_to || input.date_from <= input.date_to, messageKeys.date),
    ),
    handler: async ({ input, accountId }) => ({
      id: await exports.request(accountId as number, input.date_from, input.date_to),
      status: 'pending' as const,
    }),
  });

  defineApiCall(app, {
    area: 'games',
    method: 'gethistoryexportrequest',
    verb: 'GET',
    summary: "The player's history exports (newest first), or one by id",
    auth: 'required',
    input: inputObject({ ...queryCommon, id: v.optional(idSchema) }),
    handler: async ({ input, accountId }) => {
      const rows = await exports.list(accountId as number, input.id);
      if (input.id !== undefined) {
        const row = rows[0];
        if (!row) throw new ApiError('InvalidParameter', 'Unknown export', { invalidParameters: { id: ['INVALID'] } });
        return toExport(row);
      }
      return { items: rows.map(toExport), total: rows.length };
    },
  });

  // The file itself is not an envelope; it still lives under /api/ so the session applies.
  app.get('/api/games/downloadhistoryexport', { schema: { hide: true } }, async (request, reply) => {
    if (!request.accountId) throw new ApiError('Authorization', 'Authorization required');
    const { id } = parseInput(inputObject({ ...queryCommon, id: idSchema }), request.query);
    const row = await exports.csv(request.accountId, id);
    if (!row || row.status !== 'ready' || row.csv === null)
      throw new ApiError('InvalidParameter', 'Export is not ready', { invalidParameters: { id: ['INVALID'] } });
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="game-history-${id}.csv"`)
      .type('text/csv; charset=utf-8')
      .send(row.csv);
  });
}
