import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n } from 'i18next';
import { localizePath } from '@nfx/i18n';

/** The default locale is the first of i18next's fallback chain (see @nfx/i18n createI18n). */
export function defaultLocaleOf(instance: i18n): string {
  const fallback = instance.options.fallbackLng;
  if (Array.isArray(fallback) && typeof fallback[0] === 'string') return fallback[0];
  if (typeof fallback === 'string') return fallback;
  return 'en';
}

/**
 * Turns a locale-free path (`/gamehall`) into the link for the current locale (`/de/gamehall`).
 * Reads the shared i18next instance, so a remote and the shell always agree.
 */
export function useLocalizedPath(): (path: string) => string {
  const { i18n: instance } = useTranslation();
  const language = instance.language;
  return useCallback((path: string) => localizePath(path, language, defaultLocaleOf(instance)), [instance, language]);
}
