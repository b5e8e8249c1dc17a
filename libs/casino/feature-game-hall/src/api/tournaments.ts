import { queryOptions, useQuery } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { ApiPayload, Tournament, TournamentStatus } from '@nfx/api-contract';

export const TOURNAMENTS_COUNT = 50;

/** A page of tournaments.get asked without `fields`: every tournament whole. */
export type TournamentList = Omit<ApiPayload<'tournaments.get'>, 'items'> & { items: Tournament[] };

/** GET tournaments/get by status (active, future, finished). */
export async function fetchTournaments(status: TournamentStatus, signal?: AbortSignal): Promise<TournamentList> {
  const { items, total } = await getApiClient().query('tournaments.get', { status, count: TOURNAMENTS_COUNT }, { signal });
  // No `fields` asked for, so every tournament comes whole.
  return { items: items as Tournament[], total };
}

/** The prefix of every tournaments.get query: the lists here and one tournament (tournament.ts). */
export const tournamentsKeys = {
  all: ['tournaments', 'get'] as const,
};

export function tournamentsQueryOptions(status: TournamentStatus, locale: string) {
  return queryOptions({
    queryKey: [...tournamentsKeys.all, 'list', status, locale] as const,
    queryFn: ({ signal }) => fetchTournaments(status, signal),
  });
}

export function useTournaments(status: TournamentStatus, locale: string) {
  return useQuery(tournamentsQueryOptions(status, locale));
}
