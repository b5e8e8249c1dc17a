import { queryOptions, useQuery } from '@tanstack/react-query';
import { callQueryKey, getApiClient } from '@nfx/api-client';
import type { GameCategory } from '@nfx/api-contract';

/** GET games/getCategories, in the language of the request. */
export async function fetchGameCategories(signal?: AbortSignal): Promise<GameCategory[]> {
  const { items } = await getApiClient().query('games.getCategories', {}, { signal });
  return [...items].sort((a, b) => a.position - b.position);
}

export function gameCategoriesQueryOptions(locale: string) {
  return queryOptions({
    queryKey: callQueryKey('games.getCategories', {}, [locale]),
    queryFn: ({ signal }) => fetchGameCategories(signal),
    staleTime: 5 * 60_000,
  });
}

export function useGameCategories(locale: string) {
  return useQuery(gameCategoriesQueryOptions(locale));
}
