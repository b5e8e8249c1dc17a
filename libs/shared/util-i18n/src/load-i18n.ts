import { type i18n } from 'i18next';
import { NAMESPACE } from './constants';
import { createI18n } from './create-i18n';
import { fetchLocales } from './fetch-locales';
import { fetchMessages } from './fetch-messages';
import type { LocalesResponse } from './types';

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
  return createI18n({ locale, locales, defaultLocale, messages, fallbackMessages });
}

/** Switches language, fetching that locale's messages the first time it is used. */
export async function changeLanguage(instance: i18n, locale: string, fetchImpl?: typeof fetch): Promise<void> {
  if (!instance.hasResourceBundle(locale, NAMESPACE)) {
    const messages = await fetchMessages(locale, fetchImpl);
    // An empty result is a failed load; not storing it lets the next switch try again.
    if (Object.keys(messages).length > 0) instance.addResourceBundle(locale, NAMESPACE, messages, true, true);
  }
  await instance.changeLanguage(locale);
}
