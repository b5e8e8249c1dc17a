import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { HistoryItem, HistoryType } from '@nfx/api-contract';
import { cashierKeys } from './cashier-keys';

/** Spec §9: the history tabs and the wallet's recent transactions show 4 rows a page. */
export const HISTORY_PAGE_SIZE = 4;

export interface HistoryRequest {
  type: HistoryType;
  offset: number;
  count?: number;
}

export interface HistoryPage {
  items: HistoryItem[];
  total: number;
}

/** GET cashier/gethistory (type, offset, count): a page of one kind of transaction, newest first. */
export function fetchHistory({ type, offset, count = HISTORY_PAGE_SIZE }: HistoryRequest, signal?: AbortSignal): Promise<HistoryPage> {
  return getApiClient().query('cashier.gethistory', { type, offset, count }, { signal });
}

export function historyQueryOptions(request: HistoryRequest) {
  const count = request.count ?? HISTORY_PAGE_SIZE;
  return queryOptions({
    queryKey: [...cashierKeys.history, request.type, request.offset, count] as const,
    queryFn: ({ signal }) => fetchHistory({ ...request, count }, signal),
  });
}

/** Keeps the previous page on screen while the next one loads, so paging does not flash a skeleton. */
export function useHistory(request: HistoryRequest, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...historyQueryOptions(request), placeholderData: keepPreviousData, enabled });
}
