import { queryOptions, useQuery } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { Bonus } from '@nfx/api-contract';
import { useSession } from '@nfx/session';

/** Every bonus query of the site starts with this, so a withdrawal can mark them all stale. */
export const bonusesRootKey = ['bonuses'] as const;

/**
 * GET bonuses/get?status=active: the casino bonuses a withdrawal would forfeit (the server burns
 * every active bonus when a withdrawal is requested, so the form asks first).
 */
export function activeBonusesQueryOptions(uid: number) {
  return queryOptions({
    queryKey: [...bonusesRootKey, 'get', 'active', uid] as const,
    queryFn: async ({ signal }) =>
      (await getApiClient().query('bonuses.get', { status: 'active', count: '50' }, { signal })).items as Bonus[],
    staleTime: 0,
  });
}

export function useActiveBonuses() {
  const uid = useSession().account?.uid ?? 0;
  return useQuery({ ...activeBonusesQueryOptions(uid), enabled: uid > 0 });
}
