import { queryOptions, useQuery } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { Win } from './types';

export const WINNERS_COUNT = 30;
export type WinnersFeed = 'live' | 'top';

/** GET leaderboard/live (newest wins) or leaderboard/top (the week's biggest). */
export async function fetchWinners(feed: WinnersFeed, signal?: AbortSignal): Promise<Win[]> {
  const query = feed === 'top' ? { period: 'week', count: WINNERS_COUNT } : { count: WINNERS_COUNT };
  const { items } = await getApiClient().get<{ items: Win[] }>('leaderboard', feed, query, { signal });
  return items;
}

export function winnersQueryOptions(feed: WinnersFeed) {
  return queryOptions({
    queryKey: ['leaderboard', feed] as const,
    queryFn: ({ signal }) => fetchWinners(feed, signal),
    // The live feed is a ticker of the latest wins; refresh it while the page is open.
    refetchInterval: feed === 'live' ? 15_000 : false,
  });
}

export function useWinners(feed: WinnersFeed) {
  return useQuery(winnersQueryOptions(feed));
}
