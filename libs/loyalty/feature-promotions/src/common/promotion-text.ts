import type { CampaignOffer, PromotionSummary } from '@nfx/api-contract';

/** What a promotion's card and the top of its page show, each text with the language it is written in. */
export interface PromotionText {
  title: string;
  summary: string;
  image: string;
  imageAlt: string;
  /** The campaign's own picture, tried when the operator's fails to load (spec §8); empty when there is no other one. */
  imageFallback: string;
  /** The operator's text's language when it is not the page's (a fallback to the default locale), for `lang`. */
  contentLang: string | undefined;
}

/**
 * The operator's page first, field by field; the campaign's own title, text and image fill what it
 * leaves empty, or everything when there is none. The list's cards and the detail page use it, and
 * the site server's head follows the same rule (`apps/platform-api/src/site/promotion-head.ts`), so
 * a card, the page it opens and its link previews agree.
 */
export function promotionText(offer: CampaignOffer, page: PromotionSummary | null, pageLocale: string): PromotionText {
  const usesPageImage = Boolean(page?.image);
  const ownImage = offer.description.image;
  return {
    title: page?.title || offer.description.title,
    summary: page?.summary || offer.description.text,
    image: usesPageImage ? (page?.image ?? '') : ownImage,
    // The campaign's own picture is decorative: the card's and page's title follow it.
    imageAlt: usesPageImage ? (page?.image_alt ?? '') : '',
    imageFallback: usesPageImage && ownImage !== page?.image ? ownImage : '',
    contentLang: page && page.locale !== pageLocale ? page.locale : undefined,
  };
}
