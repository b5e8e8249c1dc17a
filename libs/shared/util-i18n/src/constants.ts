/** Cookie that remembers an anonymous visitor's language choice. */
export const LOCALE_COOKIE = 'locale';
export const THEME_COOKIE = 'theme';
/** Spec §9: theme and locale cookies live one year. */
export const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
/** Last resort after the site's default locale, so a missing key still has readable text. */
export const FALLBACK_LOCALE = 'en';
/** All messages live in one i18next namespace. */
export const NAMESPACE = 'translation';
/** The locale service tells our requests apart from crawlers and other clients by this header. */
export const CLIENT_HEADER = { 'X-Client': 'nfx-web' } as const;
