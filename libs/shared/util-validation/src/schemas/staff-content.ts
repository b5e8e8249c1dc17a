import * as v from 'valibot';
import { messageKeys } from '../messages';
import { formFlag } from '../rules/form-values';
import { formString, maxLengthMessage, requiredText, singleLine } from '../rules/text';

/**
 * The back office's CMS texts (issue 41): a promotion's page and a banner, per locale. The bounds
 * keep a page readable (a title fits a heading and the tab, a summary the head's description) and
 * a request small; the server checks the same rules and sanitises the HTML before storing it.
 */
export const PROMOTION_TITLE_MAX_LENGTH = 150;
export const PROMOTION_SUMMARY_MAX_LENGTH = 300;
export const CONTENT_HTML_MAX_LENGTH = 20_000;
export const BANNER_LABEL_MAX_LENGTH = 100;
export const BANNER_VALUE_MAX_LENGTH = 100;
export const BANNER_ADDITION_MAX_LENGTH = 2_000;

/** PostgreSQL text cannot hold NUL: refused here rather than failing the write. */
const withoutNul = () => v.check((value: string) => !value.includes('\u0000'), messageKeys.type);

/** Editorial HTML as typed: may be empty, bounded; line breaks kept. Made safe by the server's allow-list, not here. */
export const contentHtmlRule = (max: number) => v.pipe(formString(), v.trim(), v.maxLength(max, maxLengthMessage(max)), withoutNul());

/** A single line that may be empty (a summary, a banner's figure), always sent by the form. */
export const contentLineRule = (max: number) => v.pipe(formString(), v.trim(), v.maxLength(max, maxLengthMessage(max)), singleLine());

/** The language a text is written in, as a tag (`de`, `pt-BR`); the server checks it is one of the site's. */
export const contentLocaleRule = () =>
  v.pipe(formString(), v.trim(), v.nonEmpty(messageKeys.required), v.regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, messageKeys.locale));

/** A promotion's page in one locale: the card's title and summary, the body and the terms, and whether players see it. */
export const staffPromotionTextsSchema = v.object({
  title: requiredText(PROMOTION_TITLE_MAX_LENGTH),
  summary: contentLineRule(PROMOTION_SUMMARY_MAX_LENGTH),
  body_html: contentHtmlRule(CONTENT_HTML_MAX_LENGTH),
  terms_html: contentHtmlRule(CONTENT_HTML_MAX_LENGTH),
  published: formFlag(),
});
export type StaffPromotionTextsValues = v.InferInput<typeof staffPromotionTextsSchema>;
export type StaffPromotionTextsOutput = v.InferOutput<typeof staffPromotionTextsSchema>;

/** A banner's words in its locale: the label, the figure, and the line of HTML under them. */
export const staffBannerTextsSchema = v.object({
  label: requiredText(BANNER_LABEL_MAX_LENGTH),
  value: contentLineRule(BANNER_VALUE_MAX_LENGTH),
  addition: contentHtmlRule(BANNER_ADDITION_MAX_LENGTH),
});
export type StaffBannerTextsValues = v.InferInput<typeof staffBannerTextsSchema>;
export type StaffBannerTextsOutput = v.InferOutput<typeof staffBannerTextsSchema>;
