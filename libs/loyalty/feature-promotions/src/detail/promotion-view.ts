import type { CampaignOffer, PromotionContent } from '@nfx/api-contract';
import { type PromotionText, promotionText } from '../common/promotion-text';

/** What a promotion's page shows: its card's text, and the operator's body and terms. */
export interface PromotionView extends PromotionText {
  /** Sanitised HTML from the API, or empty. */
  body: string;
  terms: string;
}

const MAX_CAMPAIGN_ID = 2_147_483_647;

/** The campaign id in the path as the API takes it, or undefined when the path names none (no call is made). */
export function campaignIdOf(key: string): number | undefined {
  if (!/^[1-9][0-9]{0,9}$/.test(key)) return undefined;
  const id = Number(key);
  return id <= MAX_CAMPAIGN_ID ? id : undefined;
}

/** The operator's page over the campaign's own fields (`promotionText`), with its body and terms when it has them. */
export function promotionView(offer: CampaignOffer, content: PromotionContent | null, pageLocale: string): PromotionView {
  return {
    ...promotionText(offer, content, pageLocale),
    body: content?.body ?? '',
    terms: content?.terms ?? '',
  };
}
