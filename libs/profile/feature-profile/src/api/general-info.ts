import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GeneralInfo } from '@nfx/api-contract';
import { getApiClient } from '@nfx/api-client';

/** GET metadata/getgeneralinfo: the currencies and locales the site offers (§3). Same key as the shell's, so one cache entry. */
export function generalInfoQueryOptions() {
  return queryOptions({
    queryKey: ['metadata', 'getgeneralinfo'] as const,
    queryFn: ({ signal }): Promise<GeneralInfo> => getApiClient().query('metadata.getgeneralinfo', {}, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useGeneralInfo() {
  return useQuery(generalInfoQueryOptions());
}
