import type { HistoryExport } from '@nfx/api-contract';
import type { HistoryExports } from '../history-exports';

type ExportRow = Awaited<ReturnType<HistoryExports['list']>>[number];

/** Where a ready export's CSV is downloaded (a file, not an envelope). */
export const historyExportDownloadUrl = (id: number) => `/api/games/downloadhistoryexport?id=${id}`;

export function toHistoryExport(row: ExportRow): HistoryExport {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    created_at: row.created_at.toISOString(),
    finished_at: row.finished_at?.toISOString() ?? null,
    rows: row.row_count,
    download_url: row.status === 'ready' ? historyExportDownloadUrl(row.id) : null,
  };
}
