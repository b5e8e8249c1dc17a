import { queryOptions, useQuery } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { CampaignOffer } from '@nfx/api-contract';

/** GET campaigns/getoffers: every live offer, with whether this player may take it (visitors see them all, §6). */
export async function fetchOffers(signal?: AbortSignal): Promise<CampaignOffer[]> {
  const { items } = await getApiClient().query('campaigns.getoffers', { offset: 0 }, { signal });
  return items;
}

/** The same key as the deposit form's offers: one cache entry, and taking an offer refreshes both. */
export function offersQueryOptions(locale: string, signedIn: boolean) {
  return queryOptions({
    queryKey: ['campaigns', 'getoffers', locale, signedIn] as const,
    queryFn: ({ signal }) => fetchOffers(signal),
  });
}

export function useOffers(locale: string, signedIn: boolean) {
  return useQuery(offersQueryOptions(locale, signedIn));
}

/** An offer by the id in the path; `undefined` when no live offer has it. */
export function offerById(offers: readonly CampaignOffer[], id: string): CampaignOffer | undefined {
  return offers.find((offer) => String(offer.id) === id);
}
