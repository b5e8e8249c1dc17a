import { useQuery } from '@tanstack/react-query';
import { callQueryKey, callQueryOptions } from '@nfx/api-client';

/**
 * GET loyalty/getinfo: the signed-in player's points, levels with progress, character and the
 * points alias. Read by the loyalty pages, the profile's loyalty tab and the sign-in (which
 * loads it ahead); the texts come in the locale, so the key names it.
 */
export function loyaltyInfoQueryOptions(locale: string) {
  return callQueryOptions('loyalty.getinfo', {}, [locale]);
}

/** Every locale's entry: what a change to the points or the character invalidates. */
export const loyaltyInfoKeyRoot = callQueryKey('loyalty.getinfo').slice(0, 2);

/** Only for signed-in players (`enabled`): a visitor's call would only answer AuthorizationException. */
export function useLoyaltyInfo(locale: string, enabled: boolean) {
  return useQuery({ ...loyaltyInfoQueryOptions(locale), enabled });
}
