import { readBootData } from '@nfx/app-runtime';
import type { LocaleEntry } from '@nfx/i18n';

const locales: LocaleEntry[] = readBootData()?.locales.locales ?? [];

/** The locales the server rendered into the page; they do not change while it is open. */
export function useAvailableLocales(): LocaleEntry[] {
  return locales;
}
