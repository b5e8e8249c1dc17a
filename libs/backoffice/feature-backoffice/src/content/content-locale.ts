import type { ContentLocale } from '../api/content';

interface SiteLocales {
  locales: readonly ContentLocale[];
  default_locale: string;
}

/** The language the page edits: the address's when the site has it, else the site's default. */
export function chosenLocale(requested: string | null, site: SiteLocales): string {
  return site.locales.find((locale) => locale.code === requested)?.code ?? site.default_locale;
}

/** A language as its own speakers write it (`Deutsch`), or the bare code when the site no longer lists it. */
export function localeName(code: string, site: SiteLocales): string {
  return site.locales.find((locale) => locale.code === code)?.name ?? code;
}
