import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import { useSession } from '@nfx/session';

export type BetStatus = 'open' | 'won' | 'lost' | 'void';

export interface BetHistoryPage {
  page: number;
  pageSize: number;
  status?: BetStatus;
}

/** GET account/getBetHistory: the player's sports bets, newest first, one page. */
export function betHistoryQueryOptions(uid: number, { page, pageSize, status }: BetHistoryPage) {
  return queryOptions({
    queryKey: ['account', 'getBetHistory', uid, page, pageSize, status ?? 'all'] as const,
    queryFn: ({ signal }) =>
      getApiClient().query(
        'account.getBetHistory',
        { offset: (page - 1) * pageSize, count: pageSize, ...(status ? { status } : {}) },
        { signal },
      ),
  });
}

export function useBetHistory(request: BetHistoryPage) {
  const uid = useSession().account?.uid ?? 0;
  return useQuery({ ...betHistoryQueryOptions(uid, request), enabled: uid > 0, placeholderData: keepPreviousData });
}
