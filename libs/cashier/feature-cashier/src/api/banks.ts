import { queryOptions, useQuery } from '@tanstack/react-query';
import { callQueryKey, getApiClient } from '@nfx/api-client';
import type { Bank } from '@nfx/api-contract';

/** GET cashier/getbanks: the banks a transfer may come from or go to. */
export async function fetchBanks(signal?: AbortSignal): Promise<Bank[]> {
  const { items } = await getApiClient().query('cashier.getbanks', {}, { signal });
  return items;
}

export function banksQueryOptions() {
  return queryOptions({
    queryKey: callQueryKey('cashier.getbanks'),
    queryFn: ({ signal }) => fetchBanks(signal),
    // The list changes with a release, not within a visit.
    staleTime: 10 * 60_000,
  });
}

/** Only a method with a bank requisite needs the list. */
export function useBanks(enabled: boolean) {
  return useQuery({ ...banksQueryOptions(), enabled });
}
