import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { Bonus } from '@nfx/api-contract';
import { idempotencyHeaders, useIdempotencyKey } from '@nfx/app-runtime';
import { refreshSession, useSession } from '@nfx/session';
import { bettingBonusesKey } from './betting-bonuses-get';

/**
 * POST BettingBonuses/activate under an Idempotency-Key: the free bet's money moves to the betting
 * bonus balance, so the list and the header's balances are read again. Answers the bonus in the
 * request's locale, which the "betting bonus activated" popup names.
 */
export function useActivateBettingBonus() {
  const queryClient = useQueryClient();
  const uid = useSession().account?.uid ?? 0;
  const { keyFor, settle } = useIdempotencyKey();
  return useMutation({
    mutationFn: (id: number): Promise<Bonus> =>
      getApiClient().mutate('BettingBonuses.activate', { bonus_id: id }, idempotencyHeaders(keyFor({ activate: id }))),
    onSuccess: () => settle(),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: bettingBonusesKey(uid) }), refreshSession(queryClient)]),
  });
}
