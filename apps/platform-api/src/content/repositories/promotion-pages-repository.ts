import type { Db } from '../../db/database';

export interface PromotionPageRow {
  campaign_id: number;
  locale: string;
  title: string;
  summary: string;
  body_html: string;
  terms_html: string;
  image: string;
  image_alt: string;
  updated_at: Date;
}

export interface PromotionPagesRepository {
  /** A campaign's published page in the first of `locales` (in order of preference) that has one. */
  firstPublished(campaignId: number, locales: readonly string[]): Promise<PromotionPageRow | undefined>;
}

const COLUMNS = ['campaign_id', 'locale', 'title', 'summary', 'body_html', 'terms_html', 'image', 'image_alt', 'updated_at'] as const;

export function createPromotionPagesRepository(db: Db): PromotionPagesRepository {
  return {
    async firstPublished(campaignId, locales) {
      if (locales.length === 0) return undefined;
      // At most one row per locale asked for: the preference is applied here rather than in SQL.
      const rows = await db
        .selectFrom('promotion_pages')
        .select(COLUMNS)
        .where('campaign_id', '=', campaignId)
        .where('locale', 'in', locales)
        .where('is_published', '=', true)
        .execute();
      for (const locale of locales) {
        const row = rows.find((candidate) => candidate.locale === locale);
        if (row) return row;
      }
      return undefined;
    },
  };
}
