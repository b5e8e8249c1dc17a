import { queryOptions, useQuery } from '@tanstack/react-query';
import { callQueryKey, getApiClient } from '@nfx/api-client';
import type { ApiArguments, Bonus } from '@nfx/api-contract';
import { useIsAuthenticated } from '@nfx/session';

/** A free bet the slip may offer: an active betting bonus of a free-bet campaign. */
export type FreeBet = Pick<Bonus, 'id' | 'title' | 'amount' | 'min_price' | 'expires_at'>;

/** GET BettingBonuses/get (status active): the player's free bets that may pay a stake now. */
const ACTIVE_BETTING_BONUSES: ApiArguments<'BettingBonuses.get'> = { status: 'active', count: '50' };

export async function fetchFreeBets(signal?: AbortSignal): Promise<FreeBet[]> {
  const page = await getApiClient().query('BettingBonuses.get', ACTIVE_BETTING_BONUSES, { signal });
  return (page.items as Bonus[]).filter((bonus) => bonus.kind === 'free_bet');
}

/** Keyed by locale: the API names each free bet in the request's locale. */
export function freeBetsQueryOptions(locale: string) {
  return queryOptions({
    queryKey: callQueryKey('BettingBonuses.get', ACTIVE_BETTING_BONUSES, [locale]),
    queryFn: ({ signal }) => fetchFreeBets(signal),
  });
}

/** The signed-in player's free bets; nothing is asked for a visitor. */
export function useFreeBets(locale: string) {
  const signedIn = useIsAuthenticated();
  return useQuery({ ...freeBetsQueryOptions(locale), enabled: signedIn });
}
