import * as v from 'valibot';
import { encodeMessage, messageKeys } from '../messages';
import { formString, maxLengthMessage, requiredText } from '../rules/text';

/**
 * The back office's page texts and support FAQ (issue 41). A page text is one string of the site's
 * message catalogue, plain text with i18next placeholders (`{{min}}`) the site fills in; an FAQ is a
 * short list of plain-text questions and answers per locale (the support page and its JSON-LD).
 */
export const PAGE_TEXT_MAX_LENGTH = 2_000;
export const PAGE_TEXT_SEARCH_MAX_LENGTH = 100;
export const FAQ_QUESTION_MAX_LENGTH = 300;
export const FAQ_ANSWER_MAX_LENGTH = 3_000;
export const FAQ_MAX_ENTRIES = 50;

/** The key a text is asked for a placeholder is missing or extra: `validation.placeholders?expected=…`. */
export const PLACEHOLDERS_MESSAGE = 'validation.placeholders';

const PLACEHOLDER = /\{\{\s*[^{}\s]+\s*\}\}|\{[A-Za-z_][\w.]*\}/g;

/** The placeholders of a text, normalised (`{{ min }}` → `{{min}}`) and sorted, duplicates kept. */
export function placeholdersOf(text: string): string[] {
  return (text.match(PLACEHOLDER) ?? []).map((found) => found.replace(/\s+/g, '')).sort();
}

/** Whether an edit keeps exactly the placeholders of the text it replaces: the site fills them in, a lost one shows raw. */
export function samePlaceholders(edited: string, reference: string): boolean {
  const [a, b] = [placeholdersOf(edited), placeholdersOf(reference)];
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

/** The message that a save changed the placeholders, naming the ones the text must keep (empty: none). */
export function placeholdersMessage(reference: string): string {
  return encodeMessage(PLACEHOLDERS_MESSAGE, { expected: [...new Set(placeholdersOf(reference))].join(' ') || '—' });
}

/** PostgreSQL text cannot hold NUL: refused here rather than failing the write. */
const withoutNul = () => v.check((value: string) => !value.includes('\u0000'), messageKeys.type);

/** A namespace of the catalogue (`layout`) as the site names it. */
export const pageTextNamespaceRule = () =>
  v.pipe(
    formString(),
    v.trim(),
    v.nonEmpty(messageKeys.required),
    v.maxLength(64, maxLengthMessage(64)),
    v.regex(/^[A-Za-z][\w-]*$/, messageKeys.regex),
  );

/** A dotted key inside its namespace (`footer.help`). */
export const pageTextKeyRule = () =>
  v.pipe(
    formString(),
    v.trim(),
    v.nonEmpty(messageKeys.required),
    v.maxLength(200, maxLengthMessage(200)),
    v.regex(/^[\w-]+(\.[\w-]+)*$/, messageKeys.regex),
  );

/** What the search box takes: words of a text or part of a key; empty lists nothing. */
export const pageTextSearchRule = () =>
  v.pipe(formString(), v.trim(), v.maxLength(PAGE_TEXT_SEARCH_MAX_LENGTH, maxLengthMessage(PAGE_TEXT_SEARCH_MAX_LENGTH)), withoutNul());

/** One page text as typed: plain text, not empty, bounded (line breaks kept; the placeholders are checked by the caller). */
export const pageTextValueRule = () =>
  v.pipe(
    formString(),
    v.trim(),
    v.nonEmpty(messageKeys.required),
    v.maxLength(PAGE_TEXT_MAX_LENGTH, maxLengthMessage(PAGE_TEXT_MAX_LENGTH)),
    withoutNul(),
  );

/** The edit form of one text in one locale; `reference` is the text whose placeholders it must keep. */
export function pageTextFormSchema(reference: string) {
  return v.object({
    value: v.pipe(
      pageTextValueRule(),
      v.check((value) => samePlaceholders(value, reference), placeholdersMessage(reference)),
    ),
  });
}

/** One question of the FAQ with its answer, both plain text (the site prints them as text). */
export const faqEntrySchema = v.object({
  question: requiredText(FAQ_QUESTION_MAX_LENGTH),
  answer: v.pipe(
    formString(),
    v.trim(),
    v.nonEmpty(messageKeys.required),
    v.maxLength(FAQ_ANSWER_MAX_LENGTH, maxLengthMessage(FAQ_ANSWER_MAX_LENGTH)),
    withoutNul(),
  ),
});
export type FaqEntryValues = v.InferInput<typeof faqEntrySchema>;

/** A locale's FAQ in the order the site shows it; may be empty (the page then says there is none). */
export const faqEntriesSchema = v.pipe(
  v.array(faqEntrySchema, messageKeys.type),
  v.maxLength(FAQ_MAX_ENTRIES, encodeMessage(messageKeys.maxLength, { max: FAQ_MAX_ENTRIES })),
);

/** The list on the wire: one form field holding the JSON array (a form cannot carry a list of pairs, nor an empty list). */
export const faqEntriesJsonRule = () =>
  v.pipe(
    formString(),
    v.maxLength(FAQ_MAX_ENTRIES * 4_000, maxLengthMessage(FAQ_MAX_ENTRIES * 4_000)),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      try {
        return JSON.parse(dataset.value) as unknown;
      } catch {
        addIssue({ message: messageKeys.type });
        return NEVER;
      }
    }),
    faqEntriesSchema,
  );
