import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GeneralInfo } from '@nfx/api-contract';
import { getApiClient } from '@nfx/api-client';

export async function fetchGeneralInfo(signal?: AbortSignal): Promise<GeneralInfo> {
  return getApiClient().query('metadata.getgeneralinfo', {}, { signal });
}

export function generalInfoQueryOptions() {
  return queryOptions({
    queryKey: ['metadata', 'getgeneralinfo'] as const,
    queryFn: ({ signal }) => fetchGeneralInfo(signal),
    staleTime: 5 * 60_000,
  });
}

export function useGeneralInfo() {
  return useQuery(generalInfoQueryOptions());
}
