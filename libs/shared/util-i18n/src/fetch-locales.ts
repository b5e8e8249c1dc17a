import { CLIENT_HEADER } from './constants';
import type { LocaleEntry, LocalesResponse } from './types';

export const LOCALES_URL = '/nfx/i18n/locales';

const emptyLocales = (): LocalesResponse => ({ locales: [], defaultLocale: '' });

function isLocaleEntry(value: unknown): value is LocaleEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { code, name } = value as Record<string, unknown>;
  return typeof code === 'string' && code !== '' && typeof name === 'string';
}

/**
 * Spec §8: a failure is logged and leaves an empty list and default; createI18n then turns
 * the empty list into the fatal 500, so there is one place that decides it is fatal.
 */
export async function fetchLocales(fetchImpl?: typeof fetch): Promise<LocalesResponse> {
  const doFetch = fetchImpl ?? globalThis.fetch;
  try {
    const response = await doFetch(LOCALES_URL, { headers: { Accept: 'application/json', ...CLIENT_HEADER } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body = (await response.json()) as { locales?: unknown; defaultLocale?: unknown } | null;
    const locales = Array.isArray(body?.locales) ? body.locales.filter(isLocaleEntry) : [];
    const defaultLocale = typeof body?.defaultLocale === 'string' ? body.defaultLocale : '';
    return { locales: locales.map(({ code, name }) => ({ code, name })), defaultLocale };
  } catch (error) {
    console.error('i18n: could not load the locale list', error);
    return emptyLocales();
  }
}
