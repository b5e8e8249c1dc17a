import { queryOptions, useQuery } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { JackpotWin } from '@nfx/api-contract';

export const JACKPOT_WINNERS_COUNT = 20;

/** GET Jackpots/getWinners (jackpot_id, count): one pool's latest wins, or every pool's without an id. */
export async function fetchJackpotWinners(jackpotId: number | null, signal?: AbortSignal): Promise<JackpotWin[]> {
  const input = jackpotId === null ? { count: JACKPOT_WINNERS_COUNT } : { jackpot_id: jackpotId, count: JACKPOT_WINNERS_COUNT };
  const { items } = await getApiClient().query('Jackpots.getWinners', input, { signal });
  return items;
}

/** `null`: the latest wins of every pool (the jackpots list); a number: that pool's. */
export function jackpotWinnersQueryOptions(jackpotId: number | null) {
  return queryOptions({
    queryKey: ['Jackpots', 'getWinners', jackpotId ?? 'all'] as const,
    queryFn: ({ signal }) => fetchJackpotWinners(jackpotId, signal),
  });
}

export function useJackpotWinners(jackpotId: number | undefined) {
  return useQuery({ ...jackpotWinnersQueryOptions(jackpotId ?? 0), enabled: jackpotId !== undefined });
}

export function useRecentJackpotWinners() {
  return useQuery(jackpotWinnersQueryOptions(null));
}
