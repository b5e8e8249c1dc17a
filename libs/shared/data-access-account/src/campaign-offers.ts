import { useQuery } from '@tanstack/react-query';
import { callQueryKey, callQueryOptions } from '@nfx/api-client';
import type { CampaignOffer } from '@nfx/api-contract';

const FIRST_PAGE = { offset: 0 };

/**
 * GET campaigns/getoffers: every live offer with whether this player may take it. Read by the
 * promotions pages and the cashier's deposit form, so both share this one cache entry. The texts
 * come in the locale, and `user_satisfies_params` differs for a visitor and a player, so the key
 * names both.
 */
export function campaignOffersQueryOptions(locale: string, signedIn: boolean) {
  return callQueryOptions('campaigns.getoffers', FIRST_PAGE, [locale, signedIn]);
}

/** Every locale's and state's entry: what taking an offer or a deposit invalidates. */
export const campaignOffersKeyRoot = callQueryKey('campaigns.getoffers').slice(0, 2);

const offersOf = (answer: { items: CampaignOffer[] }) => answer.items;

export function useCampaignOffers(locale: string, signedIn: boolean) {
  return useQuery({ ...campaignOffersQueryOptions(locale, signedIn), select: offersOf });
}
