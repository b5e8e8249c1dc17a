import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callQueryKey, callQueryRoot, getApiClient } from '@nfx/api-client';
import type { ApiArguments, Cashback } from '@nfx/api-contract';
import { refreshSession, useSession } from '@nfx/session';
import { idempotencyHeaders, useIdempotencyKey } from '@nfx/app-runtime';
import { expectOne } from './settings-calls';

/** A player's cashback lists in every locale: what a payout or removal makes stale. */
const cashbacksKey = (uid: number) => callQueryRoot('cashbacks.get', [uid]);

const CASHBACKS_PAGE: ApiArguments<'cashbacks.get'> = { count: '50', sort: 'end_date', order: 'desc' };

/**
 * GET cashbacks/get sorted by end date, newest first (§2: the cashback history). Keyed by
 * locale: the API names each cashback in the request's locale.
 */
export function cashbacksQueryOptions(uid: number, locale: string) {
  return queryOptions({
    queryKey: callQueryKey('cashbacks.get', CASHBACKS_PAGE, [uid, locale]),
    queryFn: async ({ signal }) => (await getApiClient().query('cashbacks.get', CASHBACKS_PAGE, { signal })).items as Cashback[],
  });
}

export function useCashbacks(locale: string) {
  const uid = useSession().account?.uid ?? 0;
  return useQuery({ ...cashbacksQueryOptions(uid, locale), enabled: uid > 0 });
}

/** POST cashbacks/payout (Idempotency-Key) or cashbacks/remove; the list and the balance are read again. */
export function useCashbackAction() {
  const queryClient = useQueryClient();
  const uid = useSession().account?.uid ?? 0;
  const { keyFor, settle } = useIdempotencyKey();
  return useMutation({
    mutationFn: async ({ action, id }: { action: 'payout' | 'remove'; id: number }): Promise<void> => {
      if (action === 'payout') await getApiClient().mutate('cashbacks.payout', { cashback_id: id }, idempotencyHeaders(keyFor(id)));
      else expectOne('cashbacks.remove', await getApiClient().mutate('cashbacks.remove', { cashback_id: id }));
    },
    onSuccess: () => settle(),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: cashbacksKey(uid) }), refreshSession(queryClient)]),
  });
}
