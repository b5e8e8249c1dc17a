import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { Withdrawal } from '@nfx/api-contract';
import { idempotencyHeaders, useIdempotencyKey } from '@nfx/app-runtime';
import { refreshAfterMoneyMoved } from './money-moved';

/** POST cashier/cancelwithdrawal (id) under an Idempotency-Key: the held amount returns to the main balance. */
export function cancelWithdrawal(id: number, key: string): Promise<Withdrawal> {
  return getApiClient().mutate('cashier.cancelwithdrawal', { id }, idempotencyHeaders(key));
}

export function useCancelWithdrawal() {
  const queryClient = useQueryClient();
  const { keyFor, settle } = useIdempotencyKey();
  return useMutation({
    mutationFn: (id: number) => cancelWithdrawal(id, keyFor({ cancel: id })),
    onSuccess: settle,
    // A refusal (already paid, say) also means the list on screen is stale.
    onSettled: () => refreshAfterMoneyMoved(queryClient),
  });
}
