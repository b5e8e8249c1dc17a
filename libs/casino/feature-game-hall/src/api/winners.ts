import { queryOptions, useQuery } from '@tanstack/react-query';
import { callQueryKey, getApiClient } from '@nfx/api-client';
import type { ApiArguments, FeedWin } from '@nfx/api-contract';

export const WINNERS_COUNT = 30;
export type WinnersFeed = 'live' | 'top';

const TOP_WINS: ApiArguments<'leaderboard.top'> = { period: 'week', count: WINNERS_COUNT };
const LIVE_WINS: ApiArguments<'leaderboard.live'> = { count: WINNERS_COUNT };

/** GET leaderboard/live (newest wins) or leaderboard/top (the week's biggest). */
export async function fetchWinners(feed: WinnersFeed, signal?: AbortSignal): Promise<FeedWin[]> {
  const { items } =
    feed === 'top'
      ? await getApiClient().query('leaderboard.top', TOP_WINS, { signal })
      : await getApiClient().query('leaderboard.live', LIVE_WINS, { signal });
  return items;
}

/** Each feed is its own call, so its own key; the entry holds the wins, not the page. */
export function winnersQueryOptions(feed: WinnersFeed) {
  return queryOptions({
    queryKey: feed === 'top' ? callQueryKey('leaderboard.top', TOP_WINS) : callQueryKey('leaderboard.live', LIVE_WINS),
    queryFn: ({ signal }) => fetchWinners(feed, signal),
    // The live feed is a ticker of the latest wins; refresh it while the page is open.
    refetchInterval: feed === 'live' ? 15_000 : false,
  });
}

export function useWinners(feed: WinnersFeed) {
  return useQuery(winnersQueryOptions(feed));
}
