import { queryOptions, useQuery } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { Protection } from '@nfx/api-contract';

/** GET account/getProtection: limits, what waits for its cooling-off, the exclusion, the reality check. */
export function fetchProtection(signal?: AbortSignal): Promise<Protection> {
  return getApiClient().query('account.getProtection', {}, { signal });
}

export function protectionQueryOptions() {
  return queryOptions({ queryKey: ['account', 'getProtection'] as const, queryFn: ({ signal }) => fetchProtection(signal) });
}

export function useProtection() {
  return useQuery(protectionQueryOptions());
}
