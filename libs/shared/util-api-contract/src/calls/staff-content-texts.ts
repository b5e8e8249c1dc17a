import * as v from 'valibot';
import {
  contentLocaleRule,
  encodeMessage,
  faqEntriesJsonRule,
  formString,
  messageKeys,
  pageTextKeyRule,
  pageTextNamespaceRule,
  pageTextSearchRule,
  pageTextValueRule,
} from '@nfx/validation';
import { callsOf } from '../define-call';
import { inputObject, queryInput } from '../params';
import { timestampSchema } from '../responses';
import { siteLocalesEntries } from './staff-locales';

const staffCall = callsOf('staff');

/** One text in one locale: what the site shows, the default it reverts to, and the version an edit starts from. */
const pageTextLocaleSchema = v.object({
  locale: v.string(),
  /** Null when the locale has no text for this key (the site falls back to the default locale's). */
  value: v.nullable(v.string()),
  /** The catalogue's own text, null when the catalogue has none for this locale. */
  default_value: v.nullable(v.string()),
  /** True when the stored text differs from the default. */
  edited: v.boolean(),
  updated_at: v.nullable(timestampSchema),
});

const pageTextSchema = v.object({
  namespace: v.string(),
  key: v.string(),
  /** Every site locale, in the site's order. */
  values: v.array(pageTextLocaleSchema),
});

const faqSchema = v.object({
  locale: v.string(),
  items: v.array(v.object({ question: v.string(), answer: v.string() })),
  /** The version the editor loaded; a save sends it back so a colleague's newer save is never overwritten unseen. */
  updated_at: timestampSchema,
});

/** `updated_at` of the version an edit started from; empty when the locale had no text yet. */
const expectedVersion = v.optional(
  v.pipe(
    formString(),
    v.trim(),
    v.maxLength(40, encodeMessage(messageKeys.maxLength, { max: 40 })),
    v.check((value) => value === '' || !Number.isNaN(Date.parse(value)), messageKeys.date),
  ),
  '',
);

const requiredVersion = v.pipe(
  formString(),
  v.trim(),
  v.nonEmpty(messageKeys.required),
  v.maxLength(40, encodeMessage(messageKeys.maxLength, { max: 40 })),
  v.check((value) => !Number.isNaN(Date.parse(value)), messageKeys.date),
);

const textAddress = { namespace: pageTextNamespaceRule(), key: pageTextKeyRule(), content_locale: contentLocaleRule() };

/**
 * The back office's page texts and support FAQ (issue 41), permission `cms` (the content role).
 * Page texts are the site's message catalogue (`/nfx/i18n/messages/{locale}`): a save keeps the
 * default's placeholders (`validation.placeholders` otherwise), a revert writes the default back.
 * The FAQ is the support page's list (and its FAQ JSON-LD) per locale. Every save is refused with
 * `content_changed` when a colleague saved since it was loaded, writes its audit row in its
 * transaction, and moves the content revision so the site shows it.
 */
export const staffContentTextsCalls = {
  contentTexts: staffCall('contentTexts', 'GET', {
    summary: "The site's texts whose key or words in `content_locale` contain `q` (at most 50), each with its value in every locale (cms)",
    input: queryInput({ q: pageTextSearchRule(), content_locale: contentLocaleRule() }),
    response: v.object({ ...siteLocalesEntries, items: v.array(pageTextSchema), has_more: v.boolean() }),
  }),
  saveContentText: staffCall('saveContentText', 'POST', {
    summary:
      "Saves one text in `content_locale` (plain text, the default's placeholders kept); `updated_at` is the version the edit started from, refused with `content_changed` when a colleague saved since (cms)",
    input: inputObject({ ...textAddress, updated_at: expectedVersion, value: pageTextValueRule() }),
    response: v.object({ changed: v.boolean(), text: pageTextSchema }),
  }),
  revertContentText: staffCall('revertContentText', 'POST', {
    summary: "Puts a text's default back in `content_locale`, with the same stale-save check as a save (cms)",
    input: inputObject({ ...textAddress, updated_at: expectedVersion }),
    response: v.object({ changed: v.boolean(), text: pageTextSchema }),
  }),
  contentFaq: staffCall('contentFaq', 'GET', {
    summary: "The support page's FAQ in `content_locale`, in the site's order, and the site's locales (cms)",
    input: queryInput({ content_locale: contentLocaleRule() }),
    response: v.object({ ...siteLocalesEntries, faq: faqSchema }),
  }),
  saveContentFaq: staffCall('saveContentFaq', 'POST', {
    summary:
      "Saves the support page's FAQ in `content_locale` (`items`: a JSON array of `{question, answer}` in order, plain text); refused with `content_changed` when a colleague saved since `updated_at` (cms)",
    input: inputObject({ content_locale: contentLocaleRule(), updated_at: requiredVersion, items: faqEntriesJsonRule() }),
    response: v.object({ changed: v.boolean(), faq: faqSchema }),
  }),
};
