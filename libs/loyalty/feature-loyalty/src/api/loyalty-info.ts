import { queryOptions, useQuery } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { LoyaltyInfo } from '@nfx/api-contract';
import { loyaltyKeys } from './loyalty-keys';

/** GET loyalty/getinfo: the signed-in player's points, levels with progress, character and the points alias. */
export function fetchLoyaltyInfo(signal?: AbortSignal): Promise<LoyaltyInfo> {
  return getApiClient().query('loyalty.getinfo', {}, { signal });
}

export function loyaltyInfoQueryOptions(locale: string) {
  return queryOptions({ queryKey: [...loyaltyKeys.info, locale] as const, queryFn: ({ signal }) => fetchLoyaltyInfo(signal) });
}

/** Only for signed-in players: a visitor's call would only answer AuthorizationException. */
export function useLoyaltyInfo(locale: string, enabled: boolean) {
  return useQuery({ ...loyaltyInfoQueryOptions(locale), enabled });
}
