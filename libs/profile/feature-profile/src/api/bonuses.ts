import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callQueryKey, callQueryRoot, getApiClient } from '@nfx/api-client';
import type { ApiArguments, Bonus } from '@nfx/api-contract';
import { refreshSession, useSession } from '@nfx/session';
import { idempotencyHeaders, useIdempotencyKey } from '@nfx/app-runtime';
import { expectOne } from './settings-calls';

/** A player's bonus lists in every locale: what a bonus action makes stale. */
const bonusesKey = (uid: number) => callQueryRoot('bonuses.get', [uid]);

const BONUSES_PAGE: ApiArguments<'bonuses.get'> = { count: '50' };

/**
 * GET bonuses/get: the player's casino bonuses, newest first (the page splits them by status).
 * Keyed by locale: the API names each bonus in the request's locale.
 */
export function bonusesQueryOptions(uid: number, locale: string) {
  return queryOptions({
    queryKey: callQueryKey('bonuses.get', BONUSES_PAGE, [uid, locale]),
    queryFn: async ({ signal }) => (await getApiClient().query('bonuses.get', BONUSES_PAGE, { signal })).items as Bonus[],
  });
}

export function useBonuses(locale: string) {
  const uid = useSession().account?.uid ?? 0;
  return useQuery({ ...bonusesQueryOptions(uid, locale), enabled: uid > 0 });
}

export type BonusAction = 'activate' | 'deactivate' | 'remove';

/**
 * POST bonuses/activate|deactivate|remove under an Idempotency-Key: each moves bonus money, so
 * the list and the header's balances are read again afterwards.
 */
export function useBonusAction() {
  const queryClient = useQueryClient();
  const uid = useSession().account?.uid ?? 0;
  const { keyFor, settle } = useIdempotencyKey();
  return useMutation({
    mutationFn: async ({ action, id }: { action: BonusAction; id: number }): Promise<void> => {
      const answer = await getApiClient().mutate(`bonuses.${action}`, { bonus_id: id }, idempotencyHeaders(keyFor({ action, id })));
      if (action === 'remove') expectOne('bonuses.remove', answer);
    },
    onSuccess: () => settle(),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: bonusesKey(uid) }), refreshSession(queryClient)]),
  });
}

/** POST campaigns/activateOffer: a promo code's bonus, once per player. */
export function useActivatePromoCode() {
  const queryClient = useQueryClient();
  const uid = useSession().account?.uid ?? 0;
  const { keyFor, settle } = useIdempotencyKey();
  return useMutation({
    mutationFn: (promoCode: string) =>
      getApiClient().mutate('campaigns.activateOffer', { promo_code: promoCode }, idempotencyHeaders(keyFor(promoCode.toUpperCase()))),
    onSuccess: () => settle(),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: bonusesKey(uid) }), refreshSession(queryClient)]),
  });
}
