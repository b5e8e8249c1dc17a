import { queryOptions, useQuery } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { SportEvent } from '@nfx/api-contract';
import { isApiError } from '@nfx/errors';
import { bettingKeys } from './betting-keys';

/** GET betting/getevent: one event with every market, finished ones too (live prices then arrive over the stream). */
export function fetchEvent(id: number, signal?: AbortSignal): Promise<SportEvent> {
  return getApiClient().query('betting.getevent', { id }, { signal });
}

export function eventQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...bettingKeys.event, id] as const,
    queryFn: ({ signal }) => fetchEvent(id, signal),
    // The status and score come from the stream while it runs; a finished match is read again now and then.
    refetchInterval: 60_000,
  });
}

export function useEvent(id: number) {
  return useQuery(eventQueryOptions(id));
}

/** The API's answer for an id that names no event (betting.getevent refuses it as a wrong id). */
export const isUnknownEvent = (error: unknown) => isApiError(error) && error.type === 'InvalidParameter';
