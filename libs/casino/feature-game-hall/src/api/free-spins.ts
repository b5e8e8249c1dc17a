import { queryOptions, useQuery } from '@tanstack/react-query';
import { callQueryKey, getApiClient } from '@nfx/api-client';
import { useIsAuthenticated } from '@nfx/session';
import type { ApiArguments, FreeSpinPack } from '@nfx/api-contract';

/** Spec §9: free spins are fetched 99 at a time. */
export const FREE_SPINS_COUNT = 99;

const ACTIVE_FREE_SPINS: ApiArguments<'freespins.get'> = { status: 'active', count: FREE_SPINS_COUNT };

/** GET freespins/get (status=active, count 99). */
export async function fetchFreeSpins(signal?: AbortSignal): Promise<FreeSpinPack[]> {
  const { items } = await getApiClient().query('freespins.get', ACTIVE_FREE_SPINS, { signal });
  // No `fields` asked for, so every pack comes whole.
  return items as FreeSpinPack[];
}

export function freeSpinsQueryOptions() {
  return queryOptions({
    queryKey: callQueryKey('freespins.get', ACTIVE_FREE_SPINS),
    queryFn: ({ signal }) => fetchFreeSpins(signal),
  });
}

/** Remaining spins per game sysname; only a signed-in player has any. */
export function useFreeSpinsByGame() {
  const isAuthenticated = useIsAuthenticated();
  return useQuery({ ...freeSpinsQueryOptions(), enabled: isAuthenticated, select: byGame });
}

function byGame(packs: FreeSpinPack[]): ReadonlyMap<string, number> {
  const counts = new Map<string, number>();
  for (const pack of packs) {
    if (pack.remaining_count > 0) counts.set(pack.game_sysname, (counts.get(pack.game_sysname) ?? 0) + pack.remaining_count);
  }
  return counts;
}
