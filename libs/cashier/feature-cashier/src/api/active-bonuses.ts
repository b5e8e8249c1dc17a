import { queryOptions } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { Bonus } from '@nfx/api-contract';

/** Every bonus query of the site starts with this, so a withdrawal can mark them all stale. */
export const bonusesRootKey = ['bonuses'] as const;

/**
 * GET bonuses/get?status=active: the casino bonuses a withdrawal would forfeit (the server burns
 * every active bonus when a withdrawal is requested, so the form asks first). The form fetches it
 * when the player submits, not while the page shows, so there is no hook.
 */
export function activeBonusesQueryOptions(uid: number) {
  return queryOptions({
    queryKey: [...bonusesRootKey, 'get', 'active', uid] as const,
    queryFn: async ({ signal }) =>
      (await getApiClient().query('bonuses.get', { status: 'active', count: '50' }, { signal })).items as Bonus[],
    staleTime: 0,
  });
}
