import { queryOptions, useQuery } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';

/** POST campaigns/checkPromocode: truthy data means valid (§7); an invalid code is an error. */
export async function checkPromocode(promoCode: string, signal?: AbortSignal): Promise<boolean> {
  const payload = await getApiClient().mutate('campaigns.checkPromocode', { promo_code: promoCode }, { signal });
  return Boolean(payload);
}

export function checkPromocodeQueryOptions(promoCode: string) {
  return queryOptions({
    queryKey: ['campaigns', 'checkPromocode', promoCode] as const,
    queryFn: ({ signal }) => checkPromocode(promoCode, signal),
    retry: false,
    staleTime: 60_000,
  });
}

/** Runs for the debounced code only; an empty code is not checked. */
export function useCheckPromocode(promoCode: string) {
  return useQuery({ ...checkPromocodeQueryOptions(promoCode), enabled: promoCode !== '' });
}
