import { queryOptions, useQuery } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { LoyaltyProgram } from '@nfx/api-contract';
import { loyaltyKeys } from './loyalty-keys';

/** GET loyalty/getPrograms: the quests, with the signed-in player's progress (none for visitors). */
export function fetchPrograms(signal?: AbortSignal): Promise<{ items: LoyaltyProgram[] }> {
  return getApiClient().query('loyalty.getPrograms', {}, { signal });
}

/** Keyed by who is asking too: signing in changes the answer. */
export function programsQueryOptions(locale: string, signedIn: boolean) {
  return queryOptions({ queryKey: [...loyaltyKeys.programs, locale, signedIn] as const, queryFn: ({ signal }) => fetchPrograms(signal) });
}

export function usePrograms(locale: string, signedIn: boolean) {
  return useQuery(programsQueryOptions(locale, signedIn));
}
