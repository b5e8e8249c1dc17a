import { queryOptions, useQuery } from '@tanstack/react-query';
import { callQueryKey, getApiClient } from '@nfx/api-client';
import type { ApiArguments, SportEvent, SportName } from '@nfx/api-contract';

export interface EventsRequest {
  sport?: SportName;
  competition?: number;
  status: 'live' | 'upcoming';
}

/** GET betting/getevents: the board's or a competition's events with their markets (live prices then arrive over the stream). */
export async function fetchEvents(request: EventsRequest, signal?: AbortSignal): Promise<SportEvent[]> {
  return (await getApiClient().query('betting.getevents', eventsArguments(request), { signal })).items;
}

function eventsArguments({ sport, competition, status }: EventsRequest): ApiArguments<'betting.getevents'> {
  return { status, limit: 50, ...(sport ? { sport } : {}), ...(competition ? { competition } : {}) };
}

export function eventsQueryOptions(request: EventsRequest) {
  return queryOptions({
    queryKey: callQueryKey('betting.getevents', eventsArguments(request)),
    queryFn: ({ signal }) => fetchEvents(request, signal),
    // Events start and finish over time; prices themselves come from the stream.
    refetchInterval: 60_000,
  });
}

export function useEvents(request: EventsRequest) {
  return useQuery(eventsQueryOptions(request));
}
