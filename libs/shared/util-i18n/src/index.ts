export {
  LOCALE_COOKIE,
  THEME_COOKIE,
  ANALYTICS_CONSENT_COOKIE,
  ONE_YEAR_SECONDS,
  FALLBACK_LOCALE,
  NAMESPACE,
  CLIENT_HEADER,
} from './constants';
export type { LocaleEntry, LocalesResponse, Messages } from './types';
export { fetchLocales, LOCALES_URL } from './fetch-locales';
export { loadLocaleList } from './load-locale-list';
export { fetchMessages, messagesUrl } from './fetch-messages';
export { createI18n, LocalesNotFoundError, type CreateI18nOptions } from './create-i18n';
export { loadI18n, changeLanguage, type LoadI18nOptions } from './load-i18n';
export { addMessageSource, messageSources, type MessageSource } from './message-sources';
export { chooseLocale, findLocale, parseAcceptLanguage, type ChooseLocaleInput } from './choose-locale';
export { splitLocaleFromPath, localizePath, type LocalePathParts } from './locale-path';
export { rememberLocale } from './remember-locale';
