import { queryOptions, useQuery } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';

/** General info (spec §3); only the fields the shell uses are typed. */
export interface GeneralInfo {
  available_currencies?: string[];
  available_locales?: string[];
  default_currency?: string;
  is_seon_enabled?: boolean;
  domain_state?: string;
  /** Seconds until a signed-in player is logged out; 0 or absent switches it off. */
  time_to_force_logout?: number;
}

export async function fetchGeneralInfo(signal?: AbortSignal): Promise<GeneralInfo> {
  return getApiClient().get<GeneralInfo>('metadata', 'getgeneralinfo', undefined, { signal });
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
