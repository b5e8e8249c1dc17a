import { useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '@nfx/api-client';
import { isApiError } from '@nfx/errors';

/** GET betting/getevent: one event with every market, finished ones too (live prices then arrive over the stream). */
export function eventQueryOptions(id: number) {
  return {
    ...callQueryOptions('betting.getevent', { id }),
    // The status and score come from the stream while it runs; a finished match is read again now and then.
    refetchInterval: 60_000,
  };
}

export function useEvent(id: number) {
  return useQuery(eventQueryOptions(id));
}

/** The API's answer for an id that names no event (betting.getevent refuses it as a wrong id). */
export const isUnknownEvent = (error: unknown) => isApiError(error) && error.type === 'InvalidParameter';
