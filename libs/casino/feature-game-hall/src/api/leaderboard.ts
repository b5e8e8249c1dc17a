import { queryOptions, useQuery } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { ApiPayload } from '@nfx/api-contract';

export const LEADERBOARD_COUNT = 20;

/** GET leaderboard/get (tournament_id): places, and the player's own place when signed in. */
export function fetchLeaderboard(tournamentId: number, signal?: AbortSignal): Promise<ApiPayload<'leaderboard.get'>> {
  return getApiClient().query('leaderboard.get', { tournament_id: tournamentId, count: LEADERBOARD_COUNT }, { signal });
}

export function leaderboardQueryOptions(tournamentId: number) {
  return queryOptions({
    queryKey: ['leaderboard', 'get', tournamentId] as const,
    queryFn: ({ signal }) => fetchLeaderboard(tournamentId, signal),
  });
}

export function useLeaderboard(tournamentId: number) {
  return useQuery(leaderboardQueryOptions(tournamentId));
}
