import { chooseLocale } from '@nfx/i18n';

export interface LocaleChoiceInput {
  /** The request's path and query. */
  url: string;
  codes: readonly string[];
  defaultLocale: string;
  /** The `locale` cookie: the language switch writes it, and so does a sign-in (the account's locale). */
  cookieLocale: string | undefined;
  acceptLanguage: string | undefined;
}

/**
 * Spec §4 "Locale selection", on the server so the first page, its head and its language agree:
 * a URL that names a locale is that locale; a URL without one (the default locale's addresses)
 * goes to the visitor's choice — the cookie (which holds the account's locale after a sign-in),
 * else the best match of the browser's languages — when that is not the default. Answers the
 * address to redirect to, or null to draw the page as asked.
 */
export function localeRedirectTarget({ url, codes, defaultLocale, cookieLocale, acceptLanguage }: LocaleChoiceInput): string | null {
  const queryStart = url.indexOf('?');
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? '' : url.slice(queryStart);
  const first = (pathname.split('/')[1] ?? '').toLowerCase();
  if (codes.some((code) => code.toLowerCase() === first)) return null;
  const preferred = chooseLocale({ cookieLocale, acceptLanguage, available: codes, defaultLocale });
  if (preferred === defaultLocale) return null;
  return `/${preferred}${pathname === '/' ? '' : pathname}${query}`;
}
