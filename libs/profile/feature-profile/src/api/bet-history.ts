import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '@nfx/api-client';
import type { ApiArguments } from '@nfx/api-contract';
import { useSession } from '@nfx/session';

export type BetStatus = 'open' | 'won' | 'lost' | 'void';

export interface BetHistoryPage {
  page: number;
  pageSize: number;
  status?: BetStatus;
}

/** GET account/getBetHistory: the player's sports bets, newest first, one page. Keyed by the player too. */
export function betHistoryQueryOptions(uid: number, { page, pageSize, status }: BetHistoryPage) {
  const args: ApiArguments<'account.getBetHistory'> = { offset: (page - 1) * pageSize, count: pageSize, ...(status ? { status } : {}) };
  return callQueryOptions('account.getBetHistory', args, [uid]);
}

export function useBetHistory(request: BetHistoryPage) {
  const uid = useSession().account?.uid ?? 0;
  return useQuery({ ...betHistoryQueryOptions(uid, request), enabled: uid > 0, placeholderData: keepPreviousData });
}
