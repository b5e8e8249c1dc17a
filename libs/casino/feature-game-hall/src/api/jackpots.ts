import { queryOptions, useQuery } from '@tanstack/react-query';
import { callQueryKey, getApiClient } from '@nfx/api-client';
import type { Jackpot } from '@nfx/api-contract';

/** GET Jackpots/get: every pool with its current value. */
export async function fetchJackpots(signal?: AbortSignal): Promise<Jackpot[]> {
  const { items } = await getApiClient().query('Jackpots.get', {}, { signal });
  return items;
}

export function jackpotsQueryOptions(locale: string) {
  return queryOptions({
    queryKey: callQueryKey('Jackpots.get', {}, [locale]),
    queryFn: ({ signal }) => fetchJackpots(signal),
    // Pools grow with every real stake; keep the shown values fresh while the page is open.
    refetchInterval: 30_000,
  });
}

export function useJackpots(locale: string) {
  return useQuery(jackpotsQueryOptions(locale));
}
