/**
 * Texts of messages the server sends (mail, SMS), kept beside the code that sends them, one
 * module per locale typed by the English one, so a missing text is a type error. They are not
 * in the site's message catalogues: those are sent to every browser, and these are only ever
 * read here.
 */
export const MESSAGE_LOCALES = ['en', 'de', 'es', 'lv', 'pt-BR', 'ru'] as const;
export type MessageLocale = (typeof MESSAGE_LOCALES)[number];
export type Localized<T> = Record<MessageLocale, T>;

/** The texts in the player's locale: exact, else the same language (`pt` → `pt-BR`, `de-AT` → `de`), else English. */
export function inLocale<T>(texts: Localized<T>, locale: string | null | undefined): T {
  const wanted = (locale ?? '').toLowerCase();
  const exact = MESSAGE_LOCALES.find((code) => code.toLowerCase() === wanted);
  if (exact) return texts[exact];
  const language = wanted.split('-')[0];
  const sameLanguage = MESSAGE_LOCALES.find((code) => code.toLowerCase().split('-')[0] === language);
  return texts[sameLanguage ?? 'en'];
}

/** Replaces `{{name}}` with its value; a name without a value stays as written, so a gap shows in review. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
