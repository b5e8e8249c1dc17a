import type { FastifyInstance, FastifyRequest } from 'fastify';
import { staffContentTextsCalls } from '@nfx/api-contract';
import { ApiError } from '@nfx/errors';
import { placeholdersMessage } from '@nfx/validation';
import type { EditableFaq } from '../../content/services/faq-editor';
import type { PageText, PageTextSaveResult } from '../../content/services/page-texts-editor';
import { defineStaffCall } from '../http/define-staff-call';
import type { StaffPrincipal } from '../services/staff-sessions';
import type { StaffArea } from '../staff-context';

const SEARCH_LIMIT = 50;

const unknownLocale = () =>
  new ApiError('InvalidParameter', 'Not one of the site’s languages', { invalidParameters: { content_locale: ['validation.locale'] } });
const noSuchText = () =>
  new ApiError('InvalidParameter', 'The site has no text with this key', { invalidParameters: { key: ['validation.wrongField'] } });
const noFaqPage = () =>
  new ApiError('InvalidParameter', 'This language has no support page to hold a FAQ', {
    invalidParameters: { content_locale: ['validation.wrongField'] },
  });
const changedMeanwhile = () =>
  new ApiError('InvalidRequest', 'This text was saved by someone else after you opened it', { code: 'content_changed' });
const placeholdersChanged = (reference: string) =>
  new ApiError('InvalidParameter', 'The text must keep the placeholders of the default text', {
    invalidParameters: { value: [placeholdersMessage(reference)] },
  });

const textOut = (text: PageText, locales: readonly string[]) => ({
  namespace: text.namespace,
  key: text.key,
  values: locales.map((locale) => {
    const stored = text.stored.find((row) => row.locale === locale);
    const defaultValue = text.defaults[locale] ?? null;
    return {
      locale,
      value: stored?.value ?? null,
      default_value: defaultValue,
      edited: stored !== undefined && stored.value !== defaultValue,
      updated_at: stored?.updatedAt.toISOString() ?? null,
    };
  }),
});

const faqOut = (faq: EditableFaq) => ({ locale: faq.locale, items: faq.items, updated_at: faq.updatedAt.toISOString() });

const auditBase = (staff: StaffPrincipal, request: FastifyRequest) => ({ staffId: staff.staffId, role: staff.role, ip: request.ip });

/**
 * staff.contentTexts, saveContentText, revertContentText, contentFaq, saveContentFaq: the site's
 * page texts and the support FAQ per locale (permission `cms`). The content area owns the reads and
 * writes (`app.content.pageTextsEditor`, `app.content.faqEditor`); each save writes its audit row in
 * its transaction, and the tables' triggers move the content revision the site's caches follow.
 */
export function registerContentTextsRoutes(app: FastifyInstance, area: StaffArea): void {
  const content = () => app.content.contentEditor;
  const siteLocale = async (code: string) => {
    const found = await content().siteLocale(code);
    if (!found) throw unknownLocale();
    return found;
  };
  const siteLocales = async () => {
    const { locales, defaultLocale } = await content().locales();
    return { locales, default_locale: defaultLocale, codes: locales.map((locale) => locale.code) };
  };
  const versionOf = (value: string) => (value === '' ? null : new Date(value));

  defineStaffCall(app, staffContentTextsCalls.contentTexts, {
    permission: 'cms',
    handler: async ({ input }) => {
      const locale = await siteLocale(input.content_locale);
      const { codes, ...locales } = await siteLocales();
      if (input.q === '') return { ...locales, items: [], has_more: false };
      const found = await app.content.pageTextsEditor.search(locale, input.q, SEARCH_LIMIT);
      return { ...locales, items: found.items.map((text) => textOut(text, codes)), has_more: found.hasMore };
    },
  });

  const saveText = async (
    input: { namespace: string; key: string; content_locale: string; updated_at: string },
    value: string | null,
    staff: StaffPrincipal,
    request: FastifyRequest,
  ) => {
    const locale = await siteLocale(input.content_locale);
    const { codes, default_locale } = await siteLocales();
    const result: PageTextSaveResult = await app.content.pageTextsEditor.save(
      { namespace: input.namespace, key: input.key, locale },
      value,
      versionOf(input.updated_at),
      default_locale,
      (trx, change) =>
        area.auditLog.append(trx, {
          ...auditBase(staff, request),
          action: value === null ? 'content.page_text.reverted' : 'content.page_text.saved',
          targetType: 'page_text',
          targetId: `${change.namespace}.${change.key}`,
          before: { locale: change.locale, value: change.before },
          after: { locale: change.locale, value: change.after },
        }),
    );
    if (result.status === 'missing') throw noSuchText();
    if (result.status === 'conflict') throw changedMeanwhile();
    if (result.status === 'placeholders') throw placeholdersChanged(result.reference);
    return { changed: result.status === 'saved', text: textOut(result.text, codes) };
  };

  defineStaffCall(app, staffContentTextsCalls.saveContentText, {
    permission: 'cms',
    handler: ({ input, staff, request }) => saveText(input, input.value, staff, request),
  });

  defineStaffCall(app, staffContentTextsCalls.revertContentText, {
    permission: 'cms',
    handler: ({ input, staff, request }) => saveText(input, null, staff, request),
  });

  defineStaffCall(app, staffContentTextsCalls.contentFaq, {
    permission: 'cms',
    handler: async ({ input }) => {
      const locale = await siteLocale(input.content_locale);
      const [{ codes: _codes, ...locales }, faq] = await Promise.all([siteLocales(), app.content.faqEditor.faq(locale)]);
      if (!faq) throw noFaqPage();
      return { ...locales, faq: faqOut(faq) };
    },
  });

  defineStaffCall(app, staffContentTextsCalls.saveContentFaq, {
    permission: 'cms',
    handler: async ({ input, staff, request }) => {
      const locale = await siteLocale(input.content_locale);
      const result = await app.content.faqEditor.save(locale, input.items, new Date(input.updated_at), (trx, change) =>
        area.auditLog.append(trx, {
          ...auditBase(staff, request),
          action: 'content.faq.saved',
          targetType: 'faq',
          targetId: change.locale,
          before: { locale: change.locale, items: change.before },
          after: { locale: change.locale, items: change.after },
        }),
      );
      if (result.status === 'missing') throw noFaqPage();
      if (result.status === 'conflict') throw changedMeanwhile();
      return { changed: result.status === 'saved', faq: faqOut(result.faq) };
    },
  });
}
