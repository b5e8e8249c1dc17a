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

/** What a list's card needs of a page: no HTML, so a list does not read every page's body. */
export type PromotionSummaryRow = Pick<PromotionPageRow, 'campaign_id' | 'locale' | 'title' | 'summary' | 'image' | 'image_alt'>;

export interface PromotionPagesRepository {
  /** A campaign's published page in the first of `locales` (in order of preference) that has one. */
  firstPublished(campaignId: number, locales: readonly string[]): Promise<PromotionPageRow | undefined>;
  /** Every campaign's published page in the first of `locales` that has one, by campaign id. */
  publishedSummaries(locales: readonly string[]): Promise<PromotionSummaryRow[]>;
}

const COLUMNS = ['campaign_id', 'locale', 'title', 'summary', 'body_html', 'terms_html', 'image', 'image_alt', 'updated_at'] as const;
const SUMMARY_COLUMNS = ['campaign_id', 'locale', 'title', 'summary', 'image', 'image_alt'] as const;

/** Of rows for at most `locales.length` locales per campaign, each campaign's row in the most preferred locale. */
export function preferredPerCampaign<TRow extends { campaign_id: number; locale: string }>(
  rows: readonly TRow[],
  locales: readonly string[],
): TRow[] {
  const chosen = new Map<number, TRow>();
  for (const row of rows) {
    const current = chosen.get(row.campaign_id);
    if (!current || locales.indexOf(row.locale) < locales.indexOf(current.locale)) chosen.set(row.campaign_id, row);
  }
  return [...chosen.values()].sort((a, b) => a.campaign_id - b.campaign_id);
}

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
    async publishedSummaries(locales) {
      if (locales.length === 0) return [];
      // At most two locales a campaign (the page's and the default): the choice is made here, like firstPublished's.
      const rows = await db
        .selectFrom('promotion_pages')
        .select(SUMMARY_COLUMNS)
        .where('locale', 'in', locales)
        .where('is_published', '=', true)
        .execute();
      return preferredPerCampaign(rows, locales);
    },
  };
}
