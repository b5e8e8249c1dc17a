import { type i18n } from 'i18next';
import { NAMESPACE } from './constants';
import { createI18n } from './create-i18n';
import { fetchLocales } from './fetch-locales';
import { fetchMessages } from './fetch-messages';
import { messageSources } from './message-sources';
import type { LocalesResponse } from './types';

/** Locales whose site messages (the shell's, with the CMS's edits) are in the instance; remotes add their own bundles. */
const siteLocales = new WeakMap<i18n, Set<string>>();

export interface LoadI18nOptions {
  locale: string;
  fetchImpl?: typeof fetch;
  /** The locale list when the caller already fetched it to choose `locale`. */
  localeData?: LocalesResponse;
}

/** Fetches what the locale needs and builds the instance; rejects with LocalesNotFoundError when the list is empty. */
export async function loadI18n({ locale, fetchImpl, localeData }: LoadI18nOptions): Promise<i18n> {
  const [{ locales, defaultLocale }, messages] = await Promise.all([
    localeData ?? fetchLocales(fetchImpl),
    fetchMessages(locale, fetchImpl),
  ]);
  const needsFallback = locales.length > 0 && defaultLocale !== '' && defaultLocale !== locale;
  const fallbackMessages = needsFallback ? await fetchMessages(defaultLocale, fetchImpl) : undefined;
  const instance = createI18n({ locale, locales, defaultLocale, messages, fallbackMessages });
  const loaded = [
    [locale, messages],
    [defaultLocale, fallbackMessages],
  ] as const;
  siteLocales.set(instance, new Set(loaded.filter(([, tree]) => tree && Object.keys(tree).length > 0).map(([code]) => code)));
  return instance;
}

async function loadSiteMessages(instance: i18n, locale: string, fetchImpl?: typeof fetch): Promise<void> {
  const loaded = siteLocales.get(instance) ?? new Set<string>();
  siteLocales.set(instance, loaded);
  if (loaded.has(locale)) return;
  const messages = await fetchMessages(locale, fetchImpl);
  // An empty result is a failed load; not storing it lets the next switch try again.
  if (Object.keys(messages).length === 0) return;
  // The site's messages carry the CMS's edits, which win over a remote's built-in texts.
  instance.addResourceBundle(locale, NAMESPACE, messages, true, true);
  loaded.add(locale);
}

/**
 * Switches language once its texts are in: the site's messages the first time the locale is
 * used, and those of every remote on the page (see message-sources.ts), so no text shows in
 * the old language or as a key meanwhile.
 */
export async function changeLanguage(instance: i18n, locale: string, fetchImpl?: typeof fetch): Promise<void> {
  await Promise.all([loadSiteMessages(instance, locale, fetchImpl), ...messageSources(instance).map((load) => load(locale))]);
  await instance.changeLanguage(locale);
}
