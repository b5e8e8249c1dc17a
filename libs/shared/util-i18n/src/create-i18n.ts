import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LOCALE, NAMESPACE } from './constants';
import type { LocaleEntry, Messages } from './types';

/** Spec §8: without locales the site cannot render at all; the shell shows it as a fatal 500. */
export class LocalesNotFoundError extends Error {
  readonly statusCode = 500;

  constructor() {
    super('PLUGIN:I18N: LOCALES NOT FOUND');
    this.name = 'LocalesNotFoundError';
  }
}

export interface CreateI18nOptions {
  locale: string;
  locales: readonly LocaleEntry[];
  defaultLocale: string;
  /** Messages of `locale`. */
  messages: Messages;
  /** Messages of `defaultLocale`, used for keys `locale` lacks. */
  fallbackMessages?: Messages;
}

function fallbackChain(defaultLocale: string): string[] {
  return [...new Set([defaultLocale, FALLBACK_LOCALE].filter((code) => code !== ''))];
}

/** A ready i18next instance; resources are inline, so it is usable as soon as this returns. */
export function createI18n({ locale, locales, defaultLocale, messages, fallbackMessages }: CreateI18nOptions): i18n {
  if (locales.length === 0) throw new LocalesNotFoundError();

  const resources: Resource = { [locale]: { [NAMESPACE]: messages } };
  if (fallbackMessages && defaultLocale && defaultLocale !== locale) {
    resources[defaultLocale] = { [NAMESPACE]: fallbackMessages };
  }

  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: fallbackChain(defaultLocale),
    resources,
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    keySeparator: '.',
    // Some server texts are used as keys and contain a colon ("two_factor_auth: code is invalid").
    nsSeparator: false,
    // React escapes what it renders; escaping here too would show "&amp;" to players.
    interpolation: { escapeValue: false },
    // Resources are already in memory: initialise synchronously so the first render has texts.
    initAsync: false,
    // The library's advertising line would land in every player's console.
    showSupportNotice: false,
  });
  return instance;
}
