import { queryOptions, useQuery } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { CampaignOffer } from '@nfx/api-contract';

/** GET campaigns/getoffers: the offers a deposit may take. */
export async function fetchDepositOffers(signal?: AbortSignal): Promise<CampaignOffer[]> {
  const { items } = await getApiClient().query('campaigns.getoffers', { offset: 0 }, { signal });
  return items;
}

export function depositOffersQueryOptions(locale: string) {
  return queryOptions({
    queryKey: ['campaigns', 'getoffers', locale] as const,
    queryFn: ({ signal }) => fetchDepositOffers(signal),
  });
}

/**
 * Spec §3/§6: an offer shows when the player satisfies its trigger, and not for a method its
 * `params.exclude_methods` names.
 */
export function offersForMethod(offers: readonly CampaignOffer[], sysname: string): CampaignOffer[] {
  return offers.filter((offer) => offer.user_satisfies_params && !offer.params.exclude_methods.includes(sysname));
}

export function useDepositOffers(locale: string) {
  return useQuery(depositOffersQueryOptions(locale));
}
