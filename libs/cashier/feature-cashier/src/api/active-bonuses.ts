import type { QueryClient } from '@tanstack/react-query';
import { callQueryOptions, callQueryRoot } from '@nfx/api-client';
import type { ApiArguments, Bonus } from '@nfx/api-contract';

/** Every bonus list of the site, casino and betting (the profile's, the withdrawal's check): what money moving marks stale. */
export const bonusesRootKeys = [callQueryRoot('bonuses.get'), callQueryRoot('BettingBonuses.get')] as const;

const ACTIVE: ApiArguments<'bonuses.get'> & ApiArguments<'BettingBonuses.get'> = { status: 'active', count: '50' };

/**
 * GET bonuses/get?status=active and BettingBonuses/get?status=active, each under its call's key
 * for the player: the casino and betting bonuses a withdrawal would forfeit (the server burns every
 * active bonus of both wallets when a withdrawal is requested, so the form asks first). Read afresh
 * (another tab may have activated one). A list that cannot be read counts as empty, so one failing
 * call still lets the other's bonuses be shown. The form reads them when the player submits, not
 * while the page shows, so there is no hook.
 */
export async function fetchActiveBonuses(queryClient: QueryClient, uid: number): Promise<Bonus[]> {
  const [casino, betting] = await Promise.all([
    queryClient.fetchQuery({ ...callQueryOptions('bonuses.get', ACTIVE, [uid]), staleTime: 0 }).then(
      (page) => page.items as Bonus[],
      () => [],
    ),
    queryClient.fetchQuery({ ...callQueryOptions('BettingBonuses.get', ACTIVE, [uid]), staleTime: 0 }).then(
      (page) => page.items as Bonus[],
      () => [],
    ),
  ]);
  return [...casino, ...betting];
}
