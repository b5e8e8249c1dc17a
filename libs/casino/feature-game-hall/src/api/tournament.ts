import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@nfx/errors';
import { callQueryKey, getApiClient } from '@nfx/api-client';
import type { ApiArguments, Tournament } from '@nfx/api-contract';

/** GET tournaments/get with one id; an id the list does not hold is a missing tournament. */
const oneTournament = (id: number): ApiArguments<'tournaments.get'> => ({ ids: [id], count: 1 });

export async function fetchTournament(id: number, signal?: AbortSignal): Promise<Tournament | null> {
  const { items } = await getApiClient().query('tournaments.get', oneTournament(id), { signal });
  // No `fields` asked for, so every tournament comes whole.
  return (items as Tournament[]).find((item) => item.id === id) ?? null;
}

export function tournamentQueryOptions(id: number, locale: string) {
  return queryOptions({
    queryKey: callQueryKey('tournaments.get', oneTournament(id), [locale]),
    queryFn: ({ signal }) => fetchTournament(id, signal),
    retry: (failureCount, error) => !(error instanceof ApiError) && failureCount < 1,
  });
}

export function useTournament(id: number, locale: string) {
  return useQuery({ ...tournamentQueryOptions(id, locale), enabled: Number.isInteger(id) && id > 0 });
}
