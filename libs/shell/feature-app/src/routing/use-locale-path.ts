import { useMemo } from 'react';
import { type Location, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { defaultLocaleOf } from '@nfx/app-runtime';
import { splitLocaleFromPath } from '@nfx/i18n';
import { useAvailableLocales } from '@nfx/shell-feature-core';

export interface LocalePath {
  location: Location;
  locale: string;
  /** The path the inner routes see: the locale segment stripped (the default locale has none). */
  pathWithoutLocale: string;
  availableLocales: readonly string[];
  defaultLocale: string;
}

/** The current location split into its locale and the locale-free path, as every route-level hook reads it. */
export function useLocalePath(): LocalePath {
  const location = useLocation();
  const locales = useAvailableLocales();
  const availableLocales = useMemo(() => locales.map((entry) => entry.code), [locales]);
  const { i18n } = useTranslation();
  const defaultLocale = defaultLocaleOf(i18n);
  const { locale, pathWithoutLocale } = splitLocaleFromPath(location.pathname, availableLocales, defaultLocale);
  return { location, locale, pathWithoutLocale, availableLocales, defaultLocale };
}
