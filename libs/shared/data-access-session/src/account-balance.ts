import { queryOptions, useQuery } from '@tanstack/react-query';
import { callQueryKey, getApiClient } from '@nfx/api-client';
import { roundBalances } from './round-balances';
import type { AccountBalance } from './types';
import { useIsAuthenticated } from './use-session';

/** The same four balances as account info, refreshed on their own. */
export async function fetchAccountBalance(signal?: AbortSignal): Promise<AccountBalance> {
  const balance = await getApiClient().query('account.getBalance', undefined, { signal });
  return roundBalances(balance);
}

/** Keyed by the call (`['account', 'getBalance', {}]`); the answer is kept rounded, hence its own queryFn. */
export function accountBalanceQueryOptions() {
  return queryOptions({
    queryKey: callQueryKey('account.getBalance'),
    queryFn: ({ signal }) => fetchAccountBalance(signal),
    retry: false,
  });
}

export interface UseAccountBalanceOptions {
  enabled?: boolean;
  /** Milliseconds between refreshes, driven by the balance-refresh settings; off by default. */
  refetchInterval?: number | false;
}

/** Spec §6: balances exist only for a signed-in player, so the query waits for one. */
export function useAccountBalance({ enabled = true, refetchInterval = false }: UseAccountBalanceOptions = {}) {
  const isAuthenticated = useIsAuthenticated();
  return useQuery({ ...accountBalanceQueryOptions(), enabled: enabled && isAuthenticated, refetchInterval });
}
