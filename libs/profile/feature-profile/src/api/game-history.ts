import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import { useSession } from '@nfx/session';

export type RoundMode = 'play' | 'demo';

export interface GameHistoryPage {
  page: number;
  pageSize: number;
  mode?: RoundMode;
}

/** GET games/getHistory: the player's rounds, newest first, one page. */
export function gameHistoryQueryOptions(uid: number, { page, pageSize, mode }: GameHistoryPage) {
  return queryOptions({
    queryKey: ['games', 'getHistory', uid, page, pageSize, mode ?? 'all'] as const,
    queryFn: ({ signal }) =>
      getApiClient().query('games.getHistory', { offset: (page - 1) * pageSize, count: pageSize, ...(mode ? { mode } : {}) }, { signal }),
  });
}

export function useGameHistory(request: GameHistoryPage) {
  const uid = useSession().account?.uid ?? 0;
  return useQuery({ ...gameHistoryQueryOptions(uid, request), enabled: uid > 0, placeholderData: keepPreviousData });
}
