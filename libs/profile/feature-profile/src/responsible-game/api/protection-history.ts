import { queryOptions, useQuery } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { ApiPayload } from '@nfx/api-contract';

/** The audit list is short; one page of the newest entries is what the page shows. */
export const HISTORY_PAGE_SIZE = 50;

/** GET account/getProtectionHistory: every change to limits, exclusions and reality checks, newest first. */
export function fetchProtectionHistory(signal?: AbortSignal): Promise<ApiPayload<'account.getProtectionHistory'>> {
  return getApiClient().query('account.getProtectionHistory', { offset: 0, limit: HISTORY_PAGE_SIZE }, { signal });
}

export function protectionHistoryQueryOptions() {
  return queryOptions({
    queryKey: ['account', 'getProtectionHistory'] as const,
    queryFn: ({ signal }) => fetchProtectionHistory(signal),
  });
}

export function useProtectionHistory() {
  return useQuery(protectionHistoryQueryOptions());
}
