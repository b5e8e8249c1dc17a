import { useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '@nfx/api-client';

/** The audit list is short; one page of the newest entries is what the page shows. */
export const HISTORY_PAGE_SIZE = 50;

/** GET account/getProtectionHistory: every change to limits, exclusions and reality checks, newest first. */
export function protectionHistoryQueryOptions() {
  return callQueryOptions('account.getProtectionHistory', { offset: 0, limit: HISTORY_PAGE_SIZE });
}

export function useProtectionHistory() {
  return useQuery(protectionHistoryQueryOptions());
}
