import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '@nfx/api-client';
import type { ApiArguments } from '@nfx/api-contract';
import { useSession } from '@nfx/session';

export type RoundMode = 'play' | 'demo';

export interface GameHistoryPage {
  page: number;
  pageSize: number;
  mode?: RoundMode;
}

/** GET games/getHistory: the player's rounds, newest first, one page. Keyed by the player too. */
export function gameHistoryQueryOptions(uid: number, { page, pageSize, mode }: GameHistoryPage) {
  const args: ApiArguments<'games.getHistory'> = { offset: (page - 1) * pageSize, count: pageSize, ...(mode ? { mode } : {}) };
  return callQueryOptions('games.getHistory', args, [uid]);
}

export function useGameHistory(request: GameHistoryPage) {
  const uid = useSession().account?.uid ?? 0;
  return useQuery({ ...gameHistoryQueryOptions(uid, request), enabled: uid > 0, placeholderData: keepPreviousData });
}
