import { queryOptions, useQuery } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { LoyaltyProduct } from '@nfx/api-contract';
import { loyaltyKeys } from './loyalty-keys';

/** GET loyalty/getproducts: the shop, with the signed-in player's purchases of each product. */
export function fetchProducts(signal?: AbortSignal): Promise<{ items: LoyaltyProduct[] }> {
  return getApiClient().query('loyalty.getproducts', {}, { signal });
}

export function productsQueryOptions(locale: string, signedIn: boolean) {
  return queryOptions({ queryKey: [...loyaltyKeys.products, locale, signedIn] as const, queryFn: ({ signal }) => fetchProducts(signal) });
}

export function useProducts(locale: string, signedIn: boolean) {
  return useQuery(productsQueryOptions(locale, signedIn));
}
