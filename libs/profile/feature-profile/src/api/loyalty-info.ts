import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LoyaltyInfo } from '@nfx/api-contract';
import { getApiClient } from '@nfx/api-client';

/**
 * GET loyalty/getinfo for the profile's loyalty tab. The profile calls the API itself rather than
 * loading a component of the loyalty remote: remotes never import each other's libs, and the
 * tab needs only this summary (the full programme is the loyalty remote's `/loyalty`). Same key
 * root as the loyalty remote's query, so both share one cache entry.
 */
export function loyaltyInfoQueryOptions(locale: string) {
  return queryOptions({
    queryKey: ['loyalty', 'getinfo', locale] as const,
    queryFn: ({ signal }): Promise<LoyaltyInfo> => getApiClient().query('loyalty.getinfo', {}, { signal }),
  });
}

/** `enabled` false while the configuration is unknown or loyalty is off: no call for a hidden tab. */
export function useLoyaltyInfo(locale: string, enabled: boolean) {
  return useQuery({ ...loyaltyInfoQueryOptions(locale), enabled });
}
