import { queryOptions, useQuery } from '@tanstack/react-query';
import { callQueryKey, getApiClient } from '@nfx/api-client';
import type { ProviderItem } from '@nfx/api-contract';

/** GET games/getProviders. */
export async function fetchProviders(signal?: AbortSignal): Promise<ProviderItem[]> {
  const { items } = await getApiClient().query('games.getProviders', {}, { signal });
  // No `fields` asked for, so every provider comes whole.
  return items as ProviderItem[];
}

export function providersQueryOptions(locale: string) {
  return queryOptions({
    queryKey: callQueryKey('games.getProviders', {}, [locale]),
    queryFn: ({ signal }) => fetchProviders(signal),
    staleTime: 5 * 60_000,
  });
}

export function useProviders(locale: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...providersQueryOptions(locale), enabled });
}
