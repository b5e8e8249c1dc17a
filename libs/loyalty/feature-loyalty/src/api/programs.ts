import { useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '@nfx/api-client';

/** GET loyalty/getPrograms: the quests, with the signed-in player's progress (none for visitors). Keyed by who is asking too: signing in changes the answer. */
export function programsQueryOptions(locale: string, signedIn: boolean) {
  return callQueryOptions('loyalty.getPrograms', {}, [locale, signedIn]);
}

export function usePrograms(locale: string, signedIn: boolean) {
  return useQuery(programsQueryOptions(locale, signedIn));
}
