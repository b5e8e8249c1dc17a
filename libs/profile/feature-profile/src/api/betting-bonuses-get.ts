import { queryOptions, useQuery } from '@tanstack/react-query';
import { callQueryKey, callQueryRoot, getApiClient } from '@nfx/api-client';
import type { ApiArguments, Bonus } from '@nfx/api-contract';
import { useSession } from '@nfx/session';

/** A player's betting-bonus lists in every locale: what activating or removing one makes stale. */
export const bettingBonusesKey = (uid: number) => callQueryRoot('BettingBonuses.get', [uid]);

const BETTING_BONUSES_PAGE: ApiArguments<'BettingBonuses.get'> = { count: '50' };

/**
 * GET BettingBonuses/get: the player's betting bonuses (free bets), newest first, whatever their
 * status. Keyed by locale: the API names each one in the request's locale.
 */
export function bettingBonusesQueryOptions(uid: number, locale: string) {
  return queryOptions({
    queryKey: callQueryKey('BettingBonuses.get', BETTING_BONUSES_PAGE, [uid, locale]),
    queryFn: async ({ signal }) => (await getApiClient().query('BettingBonuses.get', BETTING_BONUSES_PAGE, { signal })).items as Bonus[],
  });
}

export function useBettingBonuses(locale: string) {
  const uid = useSession().account?.uid ?? 0;
  return useQuery({ ...bettingBonusesQueryOptions(uid, locale), enabled: uid > 0 });
}
