import { LOCALE_COOKIE, ONE_YEAR_SECONDS } from './constants';

/**
 * Remembers the visitor's language for a year (spec §9) in the cookie the server reads to send an
 * address without a locale to the chosen one (spec §4). The language switch, the profile's
 * language form and a sign-in (the account's locale) write it.
 */
export function rememberLocale(locale: string): void {
  document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}
