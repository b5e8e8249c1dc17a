import { queryOptions, useQuery } from '@tanstack/react-query';
import { callQueryKey, getApiClient } from '@nfx/api-client';
import type { ApiArguments, JackpotWin } from '@nfx/api-contract';

export const JACKPOT_WINNERS_COUNT = 20;

/** GET Jackpots/getWinners (jackpot_id, count): one pool's latest wins, or every pool's without an id. */
export async function fetchJackpotWinners(jackpotId: number | null, signal?: AbortSignal): Promise<JackpotWin[]> {
  const { items } = await getApiClient().query('Jackpots.getWinners', jackpotWinnersArguments(jackpotId), { signal });
  return items;
}

function jackpotWinnersArguments(jackpotId: number | null): ApiArguments<'Jackpots.getWinners'> {
  return jackpotId === null ? { count: JACKPOT_WINNERS_COUNT } : { jackpot_id: jackpotId, count: JACKPOT_WINNERS_COUNT };
}

/** `null`: the latest wins of every pool (the jackpots list); a number: that pool's. */
export function jackpotWinnersQueryOptions(jackpotId: number | null) {
  return queryOptions({
    queryKey: callQueryKey('Jackpots.getWinners', jackpotWinnersArguments(jackpotId)),
    queryFn: ({ signal }) => fetchJackpotWinners(jackpotId, signal),
  });
}

export function useJackpotWinners(jackpotId: number | undefined) {
  return useQuery({ ...jackpotWinnersQueryOptions(jackpotId ?? 0), enabled: jackpotId !== undefined });
}

export function useRecentJackpotWinners() {
  return useQuery(jackpotWinnersQueryOptions(null));
}
