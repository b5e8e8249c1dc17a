import type { CampaignOffer, PromotionContent } from '@nfx/api-contract';

/** What a promotion's page shows, each text with the language it is written in. */
export interface PromotionView {
  title: string;
  summary: string;
  /** Sanitised HTML from the API, or empty. */
  body: string;
  terms: string;
  image: string;
  imageAlt: string;
  /** The operator's text's language when it is not the page's (a fallback to the default locale), for `lang`. */
  contentLang: string | undefined;
}

const MAX_CAMPAIGN_ID = 2_147_483_647;

/** The campaign id in the path as the API takes it, or undefined when the path names none (no call is made). */
export function campaignIdOf(key: string): number | undefined {
  if (!/^[1-9][0-9]{0,9}$/.test(key)) return undefined;
  const id = Number(key);
  return id <= MAX_CAMPAIGN_ID ? id : undefined;
}

/**
 * The operator's page first, field by field; the campaign's own title, text and image fill what it
 * leaves empty, or everything when there is none. The site server's head follows the same rule
 * (`apps/platform-api/src/site/promotion-head.ts`), so the page and its link previews agree.
 */
export function promotionView(offer: CampaignOffer, content: PromotionContent | null, pageLocale: string): PromotionView {
  const usesContentImage = Boolean(content?.image);
  return {
    title: content?.title || offer.description.title,
    summary: content?.summary || offer.description.text,
    body: content?.body ?? '',
    terms: content?.terms ?? '',
    image: usesContentImage ? (content?.image ?? '') : offer.description.image,
    imageAlt: usesContentImage ? (content?.image_alt ?? '') : '',
    contentLang: content && content.locale !== pageLocale ? content.locale : undefined,
  };
}
