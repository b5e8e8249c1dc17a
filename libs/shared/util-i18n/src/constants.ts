/** Cookie that remembers an anonymous visitor's language choice. */
export const LOCALE_COOKIE = 'locale';
export const THEME_COOKIE = 'theme';
/** The visitor's answer to the analytics question (`granted` or `denied`); the server draws the question for a visitor without one. */
export const ANALYTICS_CONSENT_COOKIE = 'nfx_analytics';
/** Spec §9: theme and locale cookies live one year. */
export const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
/**
 * Last resort after the site's default locale, so a missing key still has readable text. Spec §9
 * names the library's fallback `en-US`; the site's English catalogue is `en` (no locale is
 * `en-US`), and i18next would resolve `en-US` to `en` anyway, so the fallback names `en` directly
 * rather than a locale whose catalogue never exists.
 */
export const FALLBACK_LOCALE = 'en';
/** All messages live in one i18next namespace. */
export const NAMESPACE = 'translation';
/** The locale service tells our requests apart from crawlers and other clients by this header. */
export const CLIENT_HEADER = { 'X-Client': 'nfx-web' } as const;
