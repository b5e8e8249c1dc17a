import type { CampaignOffer } from '@nfx/api-contract';

/** An offer by the id in the path; `undefined` when no live offer has it. */
export function offerById(offers: readonly CampaignOffer[], id: string): CampaignOffer | undefined {
  return offers.find((offer) => String(offer.id) === id);
}
