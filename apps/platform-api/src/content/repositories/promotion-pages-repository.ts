import { sql } from 'kysely';
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

/** A page as the back office edits it: published or not. */
export type EditablePromotionPageRow = PromotionPageRow & { is_published: boolean };

/** What the back office's list shows of each page: no HTML. */
export type PromotionPageIndexRow = Pick<EditablePromotionPageRow, 'campaign_id' | 'locale' | 'title' | 'is_published' | 'updated_at'>;

/** The words of a page in one locale, as the back office saves them (the HTML already sanitised). */
export type PromotionPageTexts = Pick<EditablePromotionPageRow, 'title' | 'summary' | 'body_html' | 'terms_html' | 'is_published'>;

export interface PromotionPagesRepository {
  /** A campaign's published page in the first of `locales` (in order of preference) that has one. */
  firstPublished(campaignId: number, locales: readonly string[]): Promise<PromotionPageRow | undefined>;
  /** Every campaign's published page in the first of `locales` that has one, by campaign id. */
  publishedSummaries(locales: readonly string[]): Promise<PromotionSummaryRow[]>;
  /** Every page of every campaign, published or not, by campaign and locale (the back office's list). */
  index(): Promise<PromotionPageIndexRow[]>;
  /** A campaign's page in one locale, published or not; `forUpdate` locks it until the caller's transaction ends. */
  find(campaignId: number, locale: string, options?: { forUpdate?: boolean }): Promise<EditablePromotionPageRow | undefined>;
  /** Any page of the campaign (its picture is shared by a new locale's page), or undefined when it has none. */
  anyOf(campaignId: number): Promise<EditablePromotionPageRow | undefined>;
  /** Writes a new locale's page; undefined when one was written meanwhile (the caller's edit started from nothing). */
  insert(
    campaignId: number,
    locale: string,
    texts: PromotionPageTexts,
    picture: Pick<PromotionPageRow, 'image' | 'image_alt'>,
  ): Promise<EditablePromotionPageRow | undefined>;
  /** Replaces the words of an existing page and stamps it. */
  update(campaignId: number, locale: string, texts: PromotionPageTexts): Promise<EditablePromotionPageRow>;
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
    async index() {
      return db
        .selectFrom('promotion_pages')
        .select(['campaign_id', 'locale', 'title', 'is_published', 'updated_at'])
        .orderBy('campaign_id')
        .orderBy('locale')
        .execute();
    },
    async find(campaignId, locale, options = {}) {
      const query = db
        .selectFrom('promotion_pages')
        .select([...COLUMNS, 'is_published'])
        .where('campaign_id', '=', campaignId)
        .where('locale', '=', locale);
      return (options.forUpdate ? query.forUpdate() : query).executeTakeFirst();
    },
    async anyOf(campaignId) {
      return db
        .selectFrom('promotion_pages')
        .select([...COLUMNS, 'is_published'])
        .where('campaign_id', '=', campaignId)
        .orderBy('locale')
        .limit(1)
        .executeTakeFirst();
    },
    async insert(campaignId, locale, texts, picture) {
      // Two editors writing a locale's first page at once: the second finds the row and is told so.
      return db
        .insertInto('promotion_pages')
        .values({ campaign_id: campaignId, locale, ...texts, ...picture })
        .onConflict((conflict) => conflict.columns(['campaign_id', 'locale']).doNothing())
        .returning([...COLUMNS, 'is_published'])
        .executeTakeFirst();
    },
    async update(campaignId, locale, texts) {
      return db
        .updateTable('promotion_pages')
        .set({ ...texts, updated_at: sql<Date>`now()` })
        .where('campaign_id', '=', campaignId)
        .where('locale', '=', locale)
        .returning([...COLUMNS, 'is_published'])
        .executeTakeFirstOrThrow();
    },
  };
}
