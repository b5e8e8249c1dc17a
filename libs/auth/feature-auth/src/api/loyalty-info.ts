import { queryOptions } from '@tanstack/react-query';
import type { LoyaltyInfo } from '@nfx/api-contract';
import { getApiClient } from '@nfx/api-client';

/**
 * GET loyalty/getinfo, loaded after a sign-in (§4: profile, loyalty, locale). The key is the
 * loyalty pages' own (`['loyalty', 'getinfo', locale]`), so they open with it in the cache.
 */
export function loyaltyInfoQueryOptions(locale: string) {
  return queryOptions({
    queryKey: ['loyalty', 'getinfo', locale] as const,
    queryFn: ({ signal }): Promise<LoyaltyInfo> => getApiClient().query('loyalty.getinfo', {}, { signal }),
  });
}
