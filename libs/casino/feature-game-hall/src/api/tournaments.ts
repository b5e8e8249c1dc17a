import { queryOptions, useQuery } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { ItemList, Tournament, TournamentStatus } from './types';

export const TOURNAMENTS_COUNT = 50;

/** GET tournaments/get by status (active, future, finished). */
export function fetchTournaments(status: TournamentStatus, signal?: AbortSignal): Promise<ItemList<Tournament>> {
  return getApiClient().get<ItemList<Tournament>>('tournaments', 'get', { status, count: TOURNAMENTS_COUNT }, { signal });
}

export const tournamentsKeys = {
  all: ['tournaments', 'get'] as const,
  list: (status: TournamentStatus, locale: string) => [...tournamentsKeys.all, 'list', status, locale] as const,
};

export function tournamentsQueryOptions(status: TournamentStatus, locale: string) {
  return queryOptions({
    queryKey: tournamentsKeys.list(status, locale),
    queryFn: ({ signal }) => fetchTournaments(status, signal),
  });
}

export function useTournaments(status: TournamentStatus, locale: string) {
  return useQuery(tournamentsQueryOptions(status, locale));
}
