import { queryOptions, useQuery } from '@tanstack/react-query';
import { callQueryKey, getApiClient } from '@nfx/api-client';
import type { SportSummary } from '@nfx/api-contract';

/** GET betting/getsports: the sports with live and upcoming counts. */
export async function fetchSports(signal?: AbortSignal): Promise<SportSummary[]> {
  return (await getApiClient().query('betting.getsports', {}, { signal })).items;
}

export function sportsQueryOptions() {
  return queryOptions({ queryKey: callQueryKey('betting.getsports'), queryFn: ({ signal }) => fetchSports(signal), staleTime: 30_000 });
}

export function useSports() {
  return useQuery(sportsQueryOptions());
}

export type CompetitionOfSport = SportSummary['competitions'][number] & { sport: SportSummary['sport'] };

/** A competition of the book with its sport, by id; undefined when no sport has it. */
export function competitionById(sports: readonly SportSummary[], id: number): CompetitionOfSport | undefined {
  for (const { sport, competitions } of sports) {
    const competition = competitions.find((item) => item.id === id);
    if (competition) return { ...competition, sport };
  }
  return undefined;
}
