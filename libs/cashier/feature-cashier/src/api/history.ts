import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '@nfx/api-client';
import type { HistoryType } from '@nfx/api-contract';

/** Spec §9: the history tabs and the wallet's recent transactions show 4 rows a page. */
export const HISTORY_PAGE_SIZE = 4;

export interface HistoryRequest {
  type: HistoryType;
  offset: number;
  count?: number;
}

/** GET cashier/gethistory (type, offset, count): a page of one kind of transaction, newest first. */
export function historyQueryOptions(request: HistoryRequest) {
  return callQueryOptions('cashier.gethistory', { type: request.type, offset: request.offset, count: request.count ?? HISTORY_PAGE_SIZE });
}

/** Keeps the previous page on screen while the next one loads, so paging does not flash a skeleton. */
export function useHistory(request: HistoryRequest, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...historyQueryOptions(request), placeholderData: keepPreviousData, enabled });
}
