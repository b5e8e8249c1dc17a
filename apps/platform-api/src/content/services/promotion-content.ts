import type { PromotionContent, PromotionSummary } from '@nfx/api-contract';
import type { PromotionPageRow, PromotionSummaryRow } from '../repositories/promotion-pages-repository';
import { sanitizeHtml } from './html-sanitizer';

/**
 * Where a promotion's page is looked for: the page's locale, then the site's default one, so a
 * locale the operator has not written yet shows the default text rather than the campaign's
 * bare fields.
 */
export function promotionLocales(requested: string, defaultLocale: string): string[] {
  return requested === defaultLocale ? [requested] : [requested, defaultLocale];
}

/** A promotion page's card as campaigns.getpromotionsummaries answers it; the page's own answer starts from it, so both agree. */
export function toPromotionSummary(row: PromotionSummaryRow): PromotionSummary {
  return {
    id: row.campaign_id,
    locale: row.locale,
    title: row.title.trim(),
    summary: row.summary.trim(),
    image: row.image.trim(),
    image_alt: row.image_alt.trim(),
  };
}

/** A promotion page as campaigns.getpromotioncontent answers it: the operator's HTML made safe. */
export function toPromotionContent(row: PromotionPageRow): PromotionContent {
  return {
    ...toPromotionSummary(row),
    body: sanitizeHtml(row.body_html),
    terms: sanitizeHtml(row.terms_html),
    updated_at: row.updated_at.toISOString(),
  };
}
