import { type i18n } from 'i18next';
import { NAMESPACE } from './constants';
import { createI18n } from './create-i18n';
import { loadLocaleList } from './load-locale-list';
import { fetchMessages } from './fetch-messages';
import { messageSources } from './message-sources';
import type { LocalesResponse } from './types';

export interface LoadI18nOptions {
  locale: string;
  fetchImpl?: typeof fetch;
  /** The locale list when the caller already fetched it to choose `locale`. */
  localeData?: LocalesResponse;
}

/** Fetches what the locale needs and builds the instance; rejects with LocalesNotFoundError when the list is empty. */
export async function loadI18n({ locale, fetchImpl, localeData }: LoadI18nOptions): Promise<i18n> {
  const fallbackLocaleOf = (list: LocalesResponse) =>
    list.locales.length > 0 && list.defaultLocale !== '' && list.defaultLocale !== locale ? list.defaultLocale : null;
  // With the list in hand (the site server inlines it), the default locale's texts are fetched
  // beside the page's own instead of one round trip after them, before the first render.
  const knownFallback = localeData ? fallbackLocaleOf(localeData) : null;
  const [list, messages, earlyFallbackMessages] = await Promise.all([
    localeData ?? loadLocaleList(fetchImpl),
    fetchMessages(locale, fetchImpl),
    knownFallback ? fetchMessages(knownFallback, fetchImpl) : undefined,
  ]);
  const fallbackLocale = fallbackLocaleOf(list);
  const fallbackMessages = earlyFallbackMessages ?? (fallbackLocale ? await fetchMessages(fallbackLocale, fetchImpl) : undefined);
  return createI18n({ locale, locales: list.locales, defaultLocale: list.defaultLocale, messages, fallbackMessages });
}

/**
 * Switches language once its texts are in: the site's messages (the shell's namespaces, with the
 * CMS's edits) the first time the locale is used, and those of every remote on the page (see
 * message-sources.ts), so no text shows in the old language or as a key meanwhile. A bundle a
 * remote added first would hide that the site's messages are missing, but a remote only adds the
 * locale on screen (loaded before it), the site's default locale when it lacks one (loaded at
 * start-up), and the locale being switched to, after this check.
 */
export async function changeLanguage(instance: i18n, locale: string, fetchImpl?: typeof fetch): Promise<void> {
  const site = instance.hasResourceBundle(locale, NAMESPACE) ? null : fetchMessages(locale, fetchImpl);
  await Promise.all(messageSources(instance).map((load) => load(locale)));
  const messages = await site;
  // An empty result is a failed load; not storing it lets the next switch try again.
  if (messages && Object.keys(messages).length > 0) instance.addResourceBundle(locale, NAMESPACE, messages, true, true);
  await instance.changeLanguage(locale);
}
