import { queryOptions, useQuery } from '@tanstack/react-query';
import { callQueryKey, getApiClient } from '@nfx/api-client';
import { roundBalances } from './round-balances';
import type { AccountInfo } from './types';

export async function fetchAccountInfo(signal?: AbortSignal): Promise<AccountInfo> {
  const info = await getApiClient().query('account.getInfo', undefined, { signal });
  return roundBalances(info);
}

/** Keyed by the call (`['account', 'getInfo', {}]`); the answer is kept rounded, hence its own queryFn. */
export function accountInfoQueryOptions() {
  return queryOptions({
    queryKey: callQueryKey('account.getInfo'),
    queryFn: ({ signal }) => fetchAccountInfo(signal),
    // The api client already retried transient failures once; an Authorization answer for a
    // visitor is final, and retrying it would keep the whole site "loading" for seconds.
    retry: false,
  });
}

export function useAccountInfo() {
  return useQuery(accountInfoQueryOptions());
}
