import type { PromotionContent } from '@nfx/api-contract';
import type { PromotionPageRow } from '../repositories/promotion-pages-repository';
import { sanitizeHtml } from './html-sanitizer';

/**
 * Where a promotion's page is looked for: the page's locale, then the site's default one, so a
 * locale the operator has not written yet shows the default text rather than the campaign's
 * bare fields.
 */
export function promotionLocales(requested: string, defaultLocale: string): string[] {
  return requested === defaultLocale ? [requested] : [requested, defaultLocale];
}

/** A promotion page as campaigns.getpromotioncontent answers it: the operator's HTML made safe. */
export function toPromotionContent(row: PromotionPageRow): PromotionContent {
  return {
    id: row.campaign_id,
    locale: row.locale,
    title: row.title.trim(),
    summary: row.summary.trim(),
    body: sanitizeHtml(row.body_html),
    terms: sanitizeHtml(row.terms_html),
    image: row.image.trim(),
    image_alt: row.image_alt.trim(),
    updated_at: row.updated_at.toISOString(),
  };
}
