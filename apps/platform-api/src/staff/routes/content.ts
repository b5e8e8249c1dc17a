import type { FastifyInstance, FastifyRequest } from 'fastify';
import { staffContentCalls } from '@nfx/api-contract';
import { ApiError } from '@nfx/errors';
import type { EditableBannerRow } from '../../content/repositories/banners-repository';
import type { EditablePromotionPage, RecordContentChange } from '../../content/services/content-editor';
import { defineStaffCall } from '../http/define-staff-call';
import type { StaffPrincipal } from '../services/staff-sessions';
import type { StaffArea } from '../staff-context';

const unknownLocale = () =>
  new ApiError('InvalidParameter', 'Not one of the site’s languages', { invalidParameters: { content_locale: ['validation.locale'] } });
const noSuchPromotion = () =>
  new ApiError('InvalidParameter', 'No promotion has a page with this id', { invalidParameters: { id: ['validation.wrongField'] } });
const noSuchBanner = () => new ApiError('InvalidParameter', 'No such banner', { invalidParameters: { id: ['validation.wrongField'] } });
const changedMeanwhile = () =>
  new ApiError('InvalidRequest', 'This page was saved by someone else after you opened it', { code: 'content_changed' });

const pageOut = (page: EditablePromotionPage) => ({
  id: page.campaignId,
  locale: page.locale,
  written: page.written,
  title: page.texts.title,
  summary: page.texts.summary,
  body_html: page.texts.body_html,
  terms_html: page.texts.terms_html,
  published: page.texts.is_published,
  updated_at: page.updatedAt?.toISOString() ?? null,
});

const bannerOut = (row: EditableBannerRow, now = Date.now()) => ({
  id: row.id,
  locale: row.locale,
  placement: row.placement === 'registration' ? ('registration' as const) : ('slider' as const),
  position: row.position,
  label: row.label,
  value: row.value,
  addition: row.addition,
  live: row.is_active && (row.finished_at === null || row.finished_at.getTime() > now),
  finished_at: row.finished_at?.toISOString() ?? null,
});

/** The audit row of a save, written in its transaction: what changed, in which locale. */
const auditOf =
  (area: StaffArea, staff: StaffPrincipal, request: FastifyRequest): RecordContentChange =>
  (trx, change) =>
    area.auditLog.append(trx, {
      staffId: staff.staffId,
      role: staff.role,
      action: change.before === null ? `content.${change.target}.created` : `content.${change.target}.saved`,
      targetType: change.target,
      targetId: change.id,
      before: change.before === null ? null : { locale: change.locale, ...change.before },
      after: { locale: change.locale, ...change.after },
      ip: request.ip,
    });

/**
 * staff.content*: promotions' pages and banners per locale (permission `cms`). The content area
 * owns the reads and writes (`app.content.contentEditor`): HTML sanitised before storing, the audit
 * row in the save's transaction, the content revision moved by the tables' triggers.
 */
export function registerContentRoutes(app: FastifyInstance, area: StaffArea): void {
  const editor = () => app.content.contentEditor;
  const siteLocale = async (code: string) => {
    const found = await editor().siteLocale(code);
    if (!found) throw unknownLocale();
    return found;
  };
  const localesOut = async () => {
    const { locales, defaultLocale } = await editor().locales();
    return { locales, default_locale: defaultLocale };
  };

  defineStaffCall(app, staffContentCalls.contentPromotions, {
    permission: 'cms',
    handler: async () => {
      const [locales, rows] = await Promise.all([localesOut(), editor().promotionIndex()]);
      const byCampaign = new Map<number, typeof rows>();
      for (const row of rows) byCampaign.set(row.campaign_id, [...(byCampaign.get(row.campaign_id) ?? []), row]);
      const items = [...byCampaign].map(([id, pages]) => ({
        id,
        title: (pages.find((page) => page.locale === locales.default_locale) ?? pages[0]!).title,
        pages: pages.map((page) => ({
          locale: page.locale,
          title: page.title,
          published: page.is_published,
          updated_at: page.updated_at.toISOString(),
        })),
      }));
      return { ...locales, items };
    },
  });

  defineStaffCall(app, staffContentCalls.contentPromotion, {
    permission: 'cms',
    handler: async ({ input }) => {
      const page = await editor().promotion(input.id, await siteLocale(input.content_locale));
      if (!page) throw noSuchPromotion();
      return pageOut(page);
    },
  });

  defineStaffCall(app, staffContentCalls.saveContentPromotion, {
    permission: 'cms',
    handler: async ({ input, staff, request }) => {
      const locale = await siteLocale(input.content_locale);
      const texts = {
        title: input.title,
        summary: input.summary,
        body_html: input.body_html,
        terms_html: input.terms_html,
        is_published: input.published === 1,
      };
      const expected = input.updated_at === '' ? null : new Date(input.updated_at);
      const result = await editor().savePromotion(input.id, locale, texts, expected, auditOf(area, staff, request));
      if (result.status === 'missing') throw noSuchPromotion();
      if (result.status === 'conflict') throw changedMeanwhile();
      return { changed: result.status === 'saved', page: pageOut(result.page) };
    },
  });

  defineStaffCall(app, staffContentCalls.contentBanners, {
    permission: 'cms',
    handler: async ({ input }) => {
      const locale = await siteLocale(input.content_locale);
      const [locales, rows] = await Promise.all([localesOut(), editor().banners(locale)]);
      const now = Date.now();
      return { ...locales, items: rows.map((row) => bannerOut(row, now)) };
    },
  });

  defineStaffCall(app, staffContentCalls.saveContentBanner, {
    permission: 'cms',
    handler: async ({ input, staff, request }) => {
      const texts = { label: input.label, value: input.value, addition: input.addition };
      const result = await editor().saveBanner(input.id, texts, auditOf(area, staff, request));
      if (result.status === 'missing') throw noSuchBanner();
      return { changed: result.status === 'saved', banner: bannerOut(result.banner) };
    },
  });

  defineStaffCall(app, staffContentCalls.previewContentHtml, {
    permission: 'cms',
    handler: async ({ input }) => ({ html: editor().preview(input.html) }),
  });
}
