import * as v from 'valibot';
import {
  CONTENT_HTML_MAX_LENGTH,
  contentHtmlRule,
  contentLocaleRule,
  encodeMessage,
  formString,
  messageKeys,
  staffBannerTextsSchema,
  staffPromotionTextsSchema,
} from '@nfx/validation';
import { callsOf } from '../define-call';
import { idParam, inputObject, queryInput } from '../params';
import { timestampSchema } from '../responses';
import { BANNER_PLACEMENTS } from './content';
import { siteLocalesEntries } from './staff-locales';

const staffCall = callsOf('staff');

/** A promotion's page in one locale as the editor sees it: the HTML as stored (sanitised on save). */
const promotionPageSchema = v.object({
  /** The campaign's id: the site's `/promotions/{id}` and `/offers/{id}`. */
  id: v.number(),
  locale: v.string(),
  /** False when this locale has no page yet: the texts are empty and a save writes the first one. */
  written: v.boolean(),
  title: v.string(),
  summary: v.string(),
  body_html: v.string(),
  terms_html: v.string(),
  published: v.boolean(),
  /** The version the editor loaded; a save sends it back, so a colleague's newer save is never overwritten unseen. */
  updated_at: v.nullable(timestampSchema),
});

const promotionListItemSchema = v.object({
  id: v.number(),
  /** In the site's default language when it has a page, else the first there is. */
  title: v.string(),
  pages: v.array(v.object({ locale: v.string(), title: v.string(), published: v.boolean(), updated_at: timestampSchema })),
});

const bannerSchema = v.object({
  id: v.number(),
  locale: v.string(),
  placement: v.picklist(BANNER_PLACEMENTS),
  position: v.number(),
  label: v.string(),
  value: v.string(),
  addition: v.string(),
  /** Shown on the site now: switched on and not past its end. */
  live: v.boolean(),
  finished_at: v.nullable(timestampSchema),
});

/** `updated_at` of the version an edit started from; empty when it started from no page in that locale. */
const expectedVersion = v.optional(
  v.pipe(
    formString(),
    v.trim(),
    v.maxLength(40, encodeMessage(messageKeys.maxLength, { max: 40 })),
    v.check((value) => value === '' || !Number.isNaN(Date.parse(value)), messageKeys.date),
  ),
  '',
);

/**
 * The back office's CMS content (issue 41), permission `cms` (the content role): promotions' pages
 * and banners, per locale. A save sanitises the HTML with the site's allow-list before storing,
 * writes its audit row (what changed, before and after) in the same transaction, and moves the
 * content revision (the tables' triggers), so every instance and the site's page caches show it.
 */
export const staffContentCalls = {
  contentPromotions: staffCall('contentPromotions', 'GET', {
    summary: "Every promotion that has a page, with the locales it is written in, and the site's locales (cms)",
    input: queryInput({}),
    response: v.object({ ...siteLocalesEntries, items: v.array(promotionListItemSchema) }),
  }),
  contentPromotion: staffCall('contentPromotion', 'GET', {
    summary:
      "One promotion's page in `content_locale`, as stored, published or not; empty (`written` false) when that locale has none yet (cms)",
    input: queryInput({ id: idParam, content_locale: contentLocaleRule() }),
    response: promotionPageSchema,
  }),
  saveContentPromotion: staffCall('saveContentPromotion', 'POST', {
    summary:
      "Saves a promotion's page in `content_locale` (HTML sanitised first); `updated_at` is the version the edit started from (empty for a new locale), refused with `content_changed` when a colleague saved since; `changed` false when nothing differed (cms)",
    input: inputObject({
      id: idParam,
      content_locale: contentLocaleRule(),
      updated_at: expectedVersion,
      ...staffPromotionTextsSchema.entries,
    }),
    response: v.object({ changed: v.boolean(), page: promotionPageSchema }),
  }),
  contentBanners: staffCall('contentBanners', 'GET', {
    summary: "Every banner of `content_locale` (slider and registration popup), live or not, and the site's locales (cms)",
    input: queryInput({ content_locale: contentLocaleRule() }),
    response: v.object({ ...siteLocalesEntries, items: v.array(bannerSchema) }),
  }),
  saveContentBanner: staffCall('saveContentBanner', 'POST', {
    summary: "Saves a banner's words in its own locale (the addition's HTML sanitised first); `changed` false when nothing differed (cms)",
    input: inputObject({ id: idParam, ...staffBannerTextsSchema.entries }),
    response: v.object({ changed: v.boolean(), banner: bannerSchema }),
  }),
  previewContentHtml: staffCall('previewContentHtml', 'POST', {
    summary: 'The HTML as a save would store it and the site would show it: the allow-list applied; nothing is stored (cms)',
    input: inputObject({ html: contentHtmlRule(CONTENT_HTML_MAX_LENGTH) }),
    response: v.object({ html: v.string() }),
  }),
};
