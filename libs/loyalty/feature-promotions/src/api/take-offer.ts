import { useMutation, useQueryClient } from '@tanstack/react-query';
import { campaignOffersKeyRoot } from '@nfx/account';
import { getApiClient } from '@nfx/api-client';
import { useIdempotencyKey } from './idempotency-key';

/** POST campaigns/takepromotions (offer_id) under an Idempotency-Key: a deposit offer waits for the next deposit. */
export function takeOffer(offerId: number, key: string) {
  return getApiClient().mutate('campaigns.takepromotions', { offer_id: offerId }, { headers: { 'Idempotency-Key': key } });
}

export function useTakeOffer() {
  const queryClient = useQueryClient();
  const { keyFor, settle } = useIdempotencyKey();
  return useMutation({
    mutationFn: (offerId: number) => takeOffer(offerId, keyFor({ take: offerId })),
    onSuccess: settle,
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignOffersKeyRoot }),
  });
}
