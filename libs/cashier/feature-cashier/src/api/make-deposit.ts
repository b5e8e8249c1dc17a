import { useMutation } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { DepositStart } from '@nfx/api-contract';
import { idempotencyHeaders, useIdempotencyKey } from '@nfx/app-runtime';

export interface DepositRequest {
  method: string;
  /** As typed (the Sum rule allows thousands commas); the API parses it with the same rule. */
  amount: string;
  campaign_offer_id: number;
  requisites: Record<string, string>;
}

/** POST cashier/makedeposit under an Idempotency-Key: the deposit and where the player goes next. */
export function makeDeposit(request: DepositRequest, key: string): Promise<DepositStart> {
  return getApiClient().mutate(
    'cashier.makedeposit',
    { ...request, requisites: JSON.stringify(request.requisites) },
    idempotencyHeaders(key),
  );
}

export function useMakeDeposit() {
  const { keyFor, settle } = useIdempotencyKey();
  return useMutation({
    mutationFn: (request: DepositRequest) => makeDeposit(request, keyFor(request)),
    onSuccess: settle,
  });
}
