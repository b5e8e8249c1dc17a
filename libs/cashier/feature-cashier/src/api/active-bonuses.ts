import { queryOptions } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { Bonus } from '@nfx/api-contract';

/** Every bonus query of the site starts with this, so a withdrawal can mark them all stale. */
export const bonusesRootKey = ['bonuses'] as const;

/**
 * GET bonuses/get?status=active and BettingBonuses/get?status=active: the casino and betting
 * bonuses a withdrawal would forfeit (the server burns every active bonus of both wallets when a
 * withdrawal is requested, so the form asks first). A list that cannot be read counts as empty,
 * so one failing call still lets the other's bonuses be shown. The form fetches it when the
 * player submits, not while the page shows, so there is no hook.
 */
export function activeBonusesQueryOptions(uid: number) {
  return queryOptions({
    queryKey: [...bonusesRootKey, 'get', 'active', 'casino+betting', uid] as const,
    queryFn: async ({ signal }): Promise<Bonus[]> => {
      const client = getApiClient();
      const query = { status: 'active', count: '50' };
      const [casino, betting] = await Promise.all([
        client.query('bonuses.get', query, { signal }).then(
          (page) => page.items as Bonus[],
          () => [],
        ),
        client.query('BettingBonuses.get', query, { signal }).then(
          (page) => page.items as Bonus[],
          () => [],
        ),
      ]);
      return [...casino, ...betting];
    },
    staleTime: 0,
  });
}
