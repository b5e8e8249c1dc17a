import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { Withdrawal } from '@nfx/api-contract';
import { idempotencyHeaders, useIdempotencyKey } from '@nfx/app-runtime';
import { refreshAfterMoneyMoved } from './money-moved';

export interface WithdrawalRequest {
  method: string;
  amount: string;
  requisites: Record<string, string>;
}

/** POST cashier/makewithdrawal under an Idempotency-Key: the amount is held from the main balance. */
export function makeWithdrawal(request: WithdrawalRequest, key: string): Promise<Withdrawal> {
  return getApiClient().mutate(
    'cashier.makewithdrawal',
    { ...request, requisites: JSON.stringify(request.requisites) },
    idempotencyHeaders(key),
  );
}

export function useMakeWithdrawal() {
  const queryClient = useQueryClient();
  const { keyFor, settle } = useIdempotencyKey();
  return useMutation({
    mutationFn: (request: WithdrawalRequest) => makeWithdrawal(request, keyFor(request)),
    onSuccess: async () => {
      settle();
      await refreshAfterMoneyMoved(queryClient);
    },
  });
}
