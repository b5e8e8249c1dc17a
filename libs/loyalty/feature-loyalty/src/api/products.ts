import { useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '@nfx/api-client';

/** GET loyalty/getproducts: the shop, with the signed-in player's purchases of each product; keyed by locale and who is asking. */
export function productsQueryOptions(locale: string, signedIn: boolean) {
  return callQueryOptions('loyalty.getproducts', {}, [locale, signedIn]);
}

export function useProducts(locale: string, signedIn: boolean) {
  return useQuery(productsQueryOptions(locale, signedIn));
}
