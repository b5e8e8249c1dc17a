import type { CampaignOffer } from '@nfx/api-contract';

/**
 * Spec §3/§6: an offer shows when the player satisfies its trigger, and not for a method its
 * `params.exclude_methods` names. The offers themselves are `useCampaignOffers` of `@nfx/account`,
 * the one cache entry the promotions pages read too.
 */
export function offersForMethod(offers: readonly CampaignOffer[], sysname: string): CampaignOffer[] {
  return offers.filter((offer) => offer.user_satisfies_params && !offer.params.exclude_methods.includes(sysname));
}
