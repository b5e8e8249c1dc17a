import { queryOptions, useQuery } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { ItemList, Provider } from './types';

/** GET games/getProviders. */
export async function fetchProviders(signal?: AbortSignal): Promise<Provider[]> {
  const { items } = await getApiClient().get<ItemList<Provider>>('games', 'getProviders', undefined, { signal });
  return items;
}

export function providersQueryOptions(locale: string) {
  return queryOptions({
    queryKey: ['games', 'getProviders', locale] as const,
    queryFn: ({ signal }) => fetchProviders(signal),
    staleTime: 5 * 60_000,
  });
}

export function useProviders(locale: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...providersQueryOptions(locale), enabled });
}
