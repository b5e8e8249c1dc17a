import { useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '@nfx/api-client';

export const LEADERBOARD_COUNT = 20;

/** GET leaderboard/get (tournament_id): places, and the player's own place when signed in. */
export function leaderboardQueryOptions(tournamentId: number) {
  return callQueryOptions('leaderboard.get', { tournament_id: tournamentId, count: LEADERBOARD_COUNT });
}

export function useLeaderboard(tournamentId: number) {
  return useQuery(leaderboardQueryOptions(tournamentId));
}
