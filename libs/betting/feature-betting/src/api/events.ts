import { queryOptions, useQuery } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { SportEvent, SportName } from '@nfx/api-contract';
import { bettingKeys } from './betting-keys';

export interface EventsRequest {
  sport?: SportName;
  competition?: number;
  status: 'live' | 'upcoming';
}

/** GET betting/getevents: the board's or a competition's events with their markets (live prices then arrive over the stream). */
export async function fetchEvents({ sport, competition, status }: EventsRequest, signal?: AbortSignal): Promise<SportEvent[]> {
  const filter = { ...(sport ? { sport } : {}), ...(competition ? { competition } : {}) };
  return (await getApiClient().query('betting.getevents', { status, limit: 50, ...filter }, { signal })).items;
}

export function eventsQueryOptions(request: EventsRequest) {
  return queryOptions({
    queryKey: [...bettingKeys.events, request.status, request.sport ?? 'all', request.competition ?? 'all'] as const,
    queryFn: ({ signal }) => fetchEvents(request, signal),
    // Events start and finish over time; prices themselves come from the stream.
    refetchInterval: 60_000,
  });
}

export function useEvents(request: EventsRequest) {
  return useQuery(eventsQueryOptions(request));
}
