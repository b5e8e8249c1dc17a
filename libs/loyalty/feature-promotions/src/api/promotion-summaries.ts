import { queryOptions, useQuery } from '@tanstack/react-query';
import { callQueryKey, getApiClient } from '@nfx/api-client';
import type { PromotionSummary } from '@nfx/api-contract';

/**
 * GET campaigns/getpromotionsummaries: the card of every page operators have published, each in
 * the page's locale (the client sends it with every call) or else the site's default one. One
 * request for a whole list; the list joins it to the live offers by campaign id.
 */
export async function fetchPromotionSummaries(signal?: AbortSignal): Promise<PromotionSummary[]> {
  const { items } = await getApiClient().query('campaigns.getpromotionsummaries', {}, { signal });
  return items;
}

/** Keyed by locale: the answer follows the locale the client sends. */
export function promotionSummariesQueryOptions(locale: string) {
  return queryOptions({
    queryKey: callQueryKey('campaigns.getpromotionsummaries', {}, [locale]),
    queryFn: ({ signal }) => fetchPromotionSummaries(signal),
  });
}

export function usePromotionSummaries(locale: string) {
  return useQuery(promotionSummariesQueryOptions(locale));
}
