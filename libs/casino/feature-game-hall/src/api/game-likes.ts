import { queryOptions, useQuery } from '@tanstack/react-query';
import { callQueryKey, getApiClient } from '@nfx/api-client';
import { useIsAuthenticated } from '@nfx/session';

/** GET games/getLikes: the sysnames the player has liked. */
export async function fetchLikes(signal?: AbortSignal): Promise<string[]> {
  const { sysnames } = await getApiClient().query('games.getLikes', {}, { signal });
  return sysnames;
}

export function likesQueryOptions() {
  return queryOptions({
    queryKey: callQueryKey('games.getLikes'),
    queryFn: ({ signal }) => fetchLikes(signal),
  });
}

/** Likes belong to a signed-in player; a visitor has none and the call is not made. */
export function useLikes() {
  const isAuthenticated = useIsAuthenticated();
  return useQuery({ ...likesQueryOptions(), enabled: isAuthenticated, select: toSet });
}

function toSet(sysnames: string[]): ReadonlySet<string> {
  return new Set(sysnames);
}
