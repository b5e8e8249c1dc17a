import { queryOptions, useQuery } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { JackpotWin } from '@nfx/api-contract';

export const JACKPOT_WINNERS_COUNT = 20;

/** GET Jackpots/getWinners (jackpot_id, count). */
export async function fetchJackpotWinners(jackpotId: number, signal?: AbortSignal): Promise<JackpotWin[]> {
  const { items } = await getApiClient().query('Jackpots.getWinners', { jackpot_id: jackpotId, count: JACKPOT_WINNERS_COUNT }, { signal });
  return items;
}

export function jackpotWinnersQueryOptions(jackpotId: number) {
  return queryOptions({
    queryKey: ['Jackpots', 'getWinners', jackpotId] as const,
    queryFn: ({ signal }) => fetchJackpotWinners(jackpotId, signal),
  });
}

export function useJackpotWinners(jackpotId: number | undefined) {
  return useQuery({ ...jackpotWinnersQueryOptions(jackpotId ?? 0), enabled: jackpotId !== undefined });
}
