import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import { idempotencyHeaders, useIdempotencyKey } from '@nfx/app-runtime';
import { refreshSession, useSession } from '@nfx/session';
import { bettingBonusesKey } from './betting-bonuses-get';
import { expectOne } from './settings-calls';

/**
 * POST BettingBonuses/remove under an Idempotency-Key: an active free bet is forfeited first, so
 * the betting bonus balance changes too. Answers 1.
 */
export function useRemoveBettingBonus() {
  const queryClient = useQueryClient();
  const uid = useSession().account?.uid ?? 0;
  const { keyFor, settle } = useIdempotencyKey();
  return useMutation({
    mutationFn: async (id: number): Promise<void> =>
      expectOne(
        'BettingBonuses.remove',
        await getApiClient().mutate('BettingBonuses.remove', { bonus_id: id }, idempotencyHeaders(keyFor({ remove: id }))),
      ),
    onSuccess: () => settle(),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: bettingBonusesKey(uid) }), refreshSession(queryClient)]),
  });
}
