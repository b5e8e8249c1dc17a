import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { Bet } from '@nfx/api-contract';
import { bettingKeys } from './betting-keys';

export interface BetsPage {
  items: Bet[];
  total: number;
}

/** GET betting/getbets: the player's bets, newest first. */
export function fetchBets(status: 'open' | 'settled', signal?: AbortSignal): Promise<BetsPage> {
  return getApiClient().query('betting.getbets', { status, offset: 0, count: 20 }, { signal });
}

export function betsQueryOptions(status: 'open' | 'settled') {
  return queryOptions({
    queryKey: [...bettingKeys.bets, status] as const,
    queryFn: ({ signal }) => fetchBets(status, signal),
    // Open bets settle when results come in: look again now and then while the list is on screen.
    refetchInterval: status === 'open' ? 15_000 : false,
  });
}

export function useBets(status: 'open' | 'settled', enabled = true) {
  return useQuery({ ...betsQueryOptions(status), enabled, placeholderData: keepPreviousData });
}
