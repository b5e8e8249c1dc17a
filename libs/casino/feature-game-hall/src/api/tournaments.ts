import { queryOptions, useQuery } from '@tanstack/react-query';
import { callQueryKey, getApiClient } from '@nfx/api-client';
import type { ApiArguments, ApiPayload, Tournament, TournamentStatus } from '@nfx/api-contract';

export const TOURNAMENTS_COUNT = 50;

/** A page of tournaments.get asked without `fields`: every tournament whole. */
export type TournamentList = Omit<ApiPayload<'tournaments.get'>, 'items'> & { items: Tournament[] };

/** GET tournaments/get by status (active, future, finished). */
const tournamentsByStatus = (status: TournamentStatus): ApiArguments<'tournaments.get'> => ({ status, count: TOURNAMENTS_COUNT });

export async function fetchTournaments(status: TournamentStatus, signal?: AbortSignal): Promise<TournamentList> {
  const { items, total } = await getApiClient().query('tournaments.get', tournamentsByStatus(status), { signal });
  // No `fields` asked for, so every tournament comes whole.
  return { items: items as Tournament[], total };
}

export function tournamentsQueryOptions(status: TournamentStatus, locale: string) {
  return queryOptions({
    queryKey: callQueryKey('tournaments.get', tournamentsByStatus(status), [locale]),
    queryFn: ({ signal }) => fetchTournaments(status, signal),
  });
}

export function useTournaments(status: TournamentStatus, locale: string) {
  return useQuery(tournamentsQueryOptions(status, locale));
}
