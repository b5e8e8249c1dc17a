import { createLocalesRepository, type LocaleList } from '../../core/locales-repository';
import type { Db } from '../../db/database';
import { type BannerTexts, createBannersRepository, type EditableBannerRow } from '../repositories/banners-repository';
import {
  createPromotionPagesRepository,
  type EditablePromotionPageRow,
  type PromotionPageIndexRow,
  type PromotionPageTexts,
} from '../repositories/promotion-pages-repository';
import { sanitizeHtml } from './html-sanitizer';

/** A promotion's page in one locale for the editor; `written` false when that locale has none yet. */
export interface EditablePromotionPage {
  campaignId: number;
  locale: string;
  written: boolean;
  texts: PromotionPageTexts;
  updatedAt: Date | null;
}

/** What a save changed, for the caller's audit row: only the fields that differ, `before` null for a new page. */
export interface ContentChange {
  target: 'promotion_page' | 'banner';
  id: number;
  locale: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown>;
}

/** Work of the caller in the save's transaction (the back office's audit row): it fails, nothing is saved. */
export type RecordContentChange = (trx: Db, change: ContentChange) => Promise<void>;

export type PromotionSaveResult =
  | { status: 'saved' | 'unchanged'; page: EditablePromotionPage }
  /** The campaign has no page in any locale: the back office writes pages of promotions that have one. */
  | { status: 'missing' }
  /** Someone saved this locale's page after the edit started (or wrote it first): the caller reloads. */
  | { status: 'conflict' };

export type BannerSaveResult = { status: 'saved' | 'unchanged'; banner: EditableBannerRow } | { status: 'missing' };

export interface ContentEditor {
  /** The site's languages, as the site lists them. */
  locales(): Promise<LocaleList>;
  /** The stored spelling of one of the site's languages (`pt-br` → `pt-BR`), or null. */
  siteLocale(code: string): Promise<string | null>;
  promotionIndex(): Promise<PromotionPageIndexRow[]>;
  /** A campaign's page in a locale; null when the campaign has no page in any locale. */
  promotion(campaignId: number, locale: string): Promise<EditablePromotionPage | null>;
  /**
   * Saves a locale's page with its HTML sanitised. `expectedUpdatedAt` is the version the edit
   * started from (null: from no page), so a colleague's save in between is refused, not lost.
   */
  savePromotion(
    campaignId: number,
    locale: string,
    texts: PromotionPageTexts,
    expectedUpdatedAt: Date | null,
    record: RecordContentChange,
  ): Promise<PromotionSaveResult>;
  banners(locale: string): Promise<EditableBannerRow[]>;
  saveBanner(id: number, texts: BannerTexts, record: RecordContentChange): Promise<BannerSaveResult>;
  /** What a save would store of this HTML: the site's allow-list, applied by the same function. */
  preview(html: string): string;
}

const PROMOTION_FIELDS = ['title', 'summary', 'body_html', 'terms_html', 'is_published'] as const;
const BANNER_FIELDS = ['label', 'value', 'addition'] as const;

/** The fields whose values differ, before and after; empty objects when nothing did. */
function difference<T extends object>(fields: readonly (keyof T & string)[], before: T, after: T) {
  const changed = fields.filter((field) => before[field] !== after[field]);
  return {
    before: Object.fromEntries(changed.map((field) => [field, before[field]])),
    after: Object.fromEntries(changed.map((field) => [field, after[field]])),
    changed: changed.length > 0,
  };
}

const textsOf = (row: EditablePromotionPageRow): PromotionPageTexts => ({
  title: row.title,
  summary: row.summary,
  body_html: row.body_html,
  terms_html: row.terms_html,
  is_published: row.is_published,
});

const pageOf = (row: EditablePromotionPageRow): EditablePromotionPage => ({
  campaignId: row.campaign_id,
  locale: row.locale,
  written: true,
  texts: textsOf(row),
  updatedAt: row.updated_at,
});

/**
 * The write side of promotions' pages and banners (the back office's CMS). Every save runs in one
 * transaction with the caller's record of it; the tables' triggers move `content_revision` in the
 * same transaction, so the site's page caches and every instance see the new words once it commits.
 * HTML is sanitised before it is stored (and again when served), so what the editor saw in the
 * preview is what players get.
 */
export function createContentEditor(db: Db): ContentEditor {
  const locales = createLocalesRepository(db);
  const pages = createPromotionPagesRepository(db);
  const banners = createBannersRepository(db);
  return {
    locales: () => locales.list(),
    siteLocale: (code) => locales.find(code),
    promotionIndex: () => pages.index(),
    async promotion(campaignId, locale) {
      const row = await pages.find(campaignId, locale);
      if (row) return pageOf(row);
      if (!(await pages.anyOf(campaignId))) return null;
      return {
        campaignId,
        locale,
        written: false,
        texts: { title: '', summary: '', body_html: '', terms_html: '', is_published: true },
        updatedAt: null,
      };
    },
    savePromotion(campaignId, locale, texts, expectedUpdatedAt, record) {
      const clean: PromotionPageTexts = { ...texts, body_html: sanitizeHtml(texts.body_html), terms_html: sanitizeHtml(texts.terms_html) };
      return db.transaction().execute(async (trx): Promise<PromotionSaveResult> => {
        const inTransaction = createPromotionPagesRepository(trx);
        const current = await inTransaction.find(campaignId, locale, { forUpdate: true });
        if (!current) {
          const sibling = await inTransaction.anyOf(campaignId);
          if (!sibling) return { status: 'missing' };
          if (expectedUpdatedAt !== null) return { status: 'conflict' };
          const created = await inTransaction.insert(campaignId, locale, clean, { image: sibling.image, image_alt: sibling.image_alt });
          if (!created) return { status: 'conflict' };
          await record(trx, { target: 'promotion_page', id: campaignId, locale, before: null, after: { ...clean } });
          return { status: 'saved', page: pageOf(created) };
        }
        if (expectedUpdatedAt === null || current.updated_at.getTime() !== expectedUpdatedAt.getTime()) return { status: 'conflict' };
        const change = difference(PROMOTION_FIELDS, textsOf(current), clean);
        if (!change.changed) return { status: 'unchanged', page: pageOf(current) };
        const saved = await inTransaction.update(campaignId, locale, clean);
        await record(trx, { target: 'promotion_page', id: campaignId, locale, before: change.before, after: change.after });
        return { status: 'saved', page: pageOf(saved) };
      });
    },
    banners: (locale) => banners.ofLocale(locale),
    saveBanner(id, texts, record) {
      const clean: BannerTexts = { ...texts, addition: sanitizeHtml(texts.addition) };
      return db.transaction().execute(async (trx): Promise<BannerSaveResult> => {
        const inTransaction = createBannersRepository(trx);
        const current = await inTransaction.find(id, { forUpdate: true });
        if (!current) return { status: 'missing' };
        const change = difference(BANNER_FIELDS, current, { ...current, ...clean });
        if (!change.changed) return { status: 'unchanged', banner: current };
        const saved = await inTransaction.saveTexts(id, clean);
        await record(trx, { target: 'banner', id, locale: current.locale, before: change.before, after: change.after });
        return { status: 'saved', banner: saved };
      });
    },
    preview: (html) => sanitizeHtml(html),
  };
}
