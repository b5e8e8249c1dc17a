import type { CampaignOffer, PromotionContent } from '@nfx/api-contract';
import type { SeoSettings } from '../content/cms-types';
import type { HeadModel } from './head-tags';
import { titleWithTemplate } from './page-head';

/**
 * A promotion's (or offer's) own head over the one of its SEO template (`/promotions/##name##`),
 * whose `##name##` is only the id. The operator's page (campaigns.getpromotioncontent) comes
 * first, field by field, so the head says what the page shows; the campaign's own title, text and
 * image fill what the page leaves empty, or everything when there is no page. The image is made
 * absolute because Open Graph readers fetch it from elsewhere.
 */
export function promotionHead(
  head: HeadModel,
  offer: CampaignOffer,
  content: PromotionContent | null,
  seo: SeoSettings | undefined,
  origin: string,
): HeadModel {
  const title = content?.title || offer.description.title;
  const description = content?.summary || offer.description.text;
  const image = content?.image || offer.description.image;
  const imageUrl = image ? new URL(image, origin).href : (head.openGraph?.image ?? '');
  return {
    ...head,
    title: titleWithTemplate(title, seo),
    description,
    openGraph: head.openGraph && { ...head.openGraph, title, description, image: imageUrl },
  };
}
