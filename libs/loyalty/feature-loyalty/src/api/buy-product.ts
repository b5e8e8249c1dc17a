import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import { useIdempotencyKey } from '@nfx/app-runtime';
import { loyaltyKeys } from './loyalty-keys';

export interface PurchaseResult {
  purchaseId: number;
  productId: number;
  points: number;
}

/** POST loyalty/buyproduct (id) under an Idempotency-Key: spends points once. */
export function buyProduct(id: number, key: string): Promise<PurchaseResult> {
  return getApiClient().mutate('loyalty.buyproduct', { id }, { headers: { 'Idempotency-Key': key } });
}

export function useBuyProduct() {
  const queryClient = useQueryClient();
  const { keyFor, settle } = useIdempotencyKey();
  return useMutation({
    mutationFn: (id: number) => buyProduct(id, keyFor({ buy: id })),
    onSuccess: settle,
    // A refusal (stock gone, say) also means what is on screen is stale.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: loyaltyKeys.info }),
        queryClient.invalidateQueries({ queryKey: loyaltyKeys.products }),
        queryClient.invalidateQueries({ queryKey: loyaltyKeys.programs }),
        // A skin bought becomes one the player may pick.
        queryClient.invalidateQueries({ queryKey: loyaltyKeys.characters }),
      ]),
  });
}
