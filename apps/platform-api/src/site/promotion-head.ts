import type { CampaignOffer } from '@nfx/api-contract';
import type { SeoSettings } from '../content/cms-types';
import type { HeadModel } from './head-tags';
import { titleWithTemplate } from './page-head';

/**
 * A promotion's (or offer's) own head over the one of its SEO template (`/promotions/##name##`),
 * whose `##name##` is only the id: the campaign's title, short text and image, the image made
 * absolute because Open Graph readers fetch it from elsewhere.
 */
export function promotionHead(head: HeadModel, offer: CampaignOffer, seo: SeoSettings | undefined, origin: string): HeadModel {
  const { title, text, image } = offer.description;
  const imageUrl = image ? new URL(image, origin).href : (head.openGraph?.image ?? '');
  return {
    ...head,
    title: titleWithTemplate(title, seo),
    description: text,
    openGraph: head.openGraph && { ...head.openGraph, title, description: text, image: imageUrl },
  };
}
