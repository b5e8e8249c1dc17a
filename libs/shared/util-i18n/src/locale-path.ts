import { findLocale } from './choose-locale';

export interface LocalePathParts {
  locale: string;
  pathWithoutLocale: string;
}

function withLeadingSlash(path: string): string {
  return path.startsWith('/') ? path : `/${path}`;
}

/**
 * `/de/gamehall` → de + `/gamehall`; a first segment that is no available locale belongs to
 * the page, so the default locale applies. A prefix naming the default locale, or spelled in
 * another case, is still recognised; the caller redirects when
 * `localizePath(pathWithoutLocale, locale, defaultLocale)` differs from the requested path.
 */
export function splitLocaleFromPath(pathname: string, available: readonly string[], defaultLocale: string): LocalePathParts {
  const path = withLeadingSlash(pathname);
  const match = /^\/([^/]+)(\/.*)?$/.exec(path);
  const locale = findLocale(match?.[1], available);
  if (!match || !locale) return { locale: defaultLocale, pathWithoutLocale: path };
  return { locale, pathWithoutLocale: match[2] ?? '/' };
}

/** The inverse: the default locale has no prefix, any other locale is the first segment. */
export function localizePath(path: string, locale: string, defaultLocale: string): string {
  const normalised = withLeadingSlash(path);
  if (!locale || locale.toLowerCase() === defaultLocale.toLowerCase()) return normalised;
  const rest = normalised.slice(1);
  // The site root becomes `/de`, not `/de/`; a query or hash on the root stays attached.
  if (rest === '' || rest.startsWith('?') || rest.startsWith('#')) return `/${locale}${rest}`;
  return `/${locale}${normalised}`;
}
