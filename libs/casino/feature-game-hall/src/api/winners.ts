import { queryOptions, useQuery } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { FeedWin } from '@nfx/api-contract';

export const WINNERS_COUNT = 30;
export type WinnersFeed = 'live' | 'top';

/** GET leaderboard/live (newest wins) or leaderboard/top (the week's biggest). */
export async function fetchWinners(feed: WinnersFeed, signal?: AbortSignal): Promise<FeedWin[]> {
  const { items } =
    feed === 'top'
      ? await getApiClient().query('leaderboard.top', { period: 'week', count: WINNERS_COUNT }, { signal })
      : await getApiClient().query('leaderboard.live', { count: WINNERS_COUNT }, { signal });
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
