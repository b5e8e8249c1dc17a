import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import { leaderboardQueryOptions } from './leaderboard';
import { tournamentQueryOptions } from './tournament';
import { tournamentsQueryOptions } from './tournaments';

/** Spec §8: anything but 1 is a failed participation. */
export class ParticipationFailedError extends Error {
  constructor() {
    super('Failed to participate in tournament');
    this.name = 'ParticipationFailedError';
  }
}

/** POST tournaments/participate (tournament_id); the server answers 1 on success. */
export async function participate(tournamentId: number): Promise<void> {
  const result = await getApiClient().mutate('tournaments.participate', { tournament_id: tournamentId });
  if (Number(result) !== 1) throw new ParticipationFailedError();
}

/**
 * Spec §4: after joining, the tournament is reloaded and the fresh copy replaces the old one in
 * the active or future list, so both the page and the lists show the player as taking part.
 */
export function useParticipate(tournamentId: number, locale: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => participate(tournamentId),
    onSuccess: async () => {
      void queryClient.invalidateQueries({ queryKey: leaderboardQueryOptions(tournamentId).queryKey });
      const fresh = await queryClient.fetchQuery({ ...tournamentQueryOptions(tournamentId, locale), staleTime: 0 });
      if (!fresh) return;
      for (const status of ['active', 'future'] as const) {
        queryClient.setQueryData(tournamentsQueryOptions(status, locale).queryKey, (list) =>
          list ? { ...list, items: list.items.map((item) => (item.id === fresh.id ? fresh : item)) } : list,
        );
      }
    },
  });
}
