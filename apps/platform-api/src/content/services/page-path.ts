/**
 * Normalises a site path as the client reports it: query and hash dropped, repeated and
 * trailing slashes removed, and a leading locale segment (`/de/about`) taken off so metadata
 * is looked up by route. Returns the route path and the locale segment it carried, if any.
 */
export function normalizePagePath(raw: string, localeCodes: readonly string[]): { path: string; localeSegment: string | null } {
  const withoutSuffix = raw.split(/[?#]/, 1)[0] ?? '';
  const segments = withoutSuffix.split('/').filter(Boolean);
  const first = segments[0]?.toLowerCase();
  const locale = first ? localeCodes.find((code) => code.toLowerCase() === first) : undefined;
  if (locale) segments.shift();
  return { path: `/${segments.join('/')}`, localeSegment: locale ?? null };
}

/** `/profile` covers `/profile` and `/profile/…`, never `/profiles`. */
export function pathIsUnder(path: string, prefix: string): boolean {
  const base = prefix.endsWith('/') && prefix !== '/' ? prefix.slice(0, -1) : prefix;
  return path === base || path.startsWith(`${base}/`);
}

/** The site path in a locale: the default locale has no prefix. */
export function localizedPath(path: string, locale: string, defaultLocale: string): string {
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** `book-of-dead` → `Book Of Dead`, used to fill `##name##` in templated titles. */
export function humanizeSegment(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A malformed escape stays as typed; it is only used as display text.
  }
  return decoded
    .replace(/[-_]+/g, ' ')
    .trim()
    .replace(/(^|\s)(\p{L})/gu, (_match, space: string, letter: string) => space + letter.toUpperCase());
}

/** Matches `/game/##name##` against `/game/book-of-dead`, returning the name segment. */
export function matchTemplate(template: string, path: string): string | null {
  const templateSegments = template.split('/');
  const pathSegments = path.split('/');
  if (templateSegments.length !== pathSegments.length) return null;
  let name: string | null = null;
  for (let index = 0; index < templateSegments.length; index += 1) {
    const expected = templateSegments[index];
    const actual = pathSegments[index] ?? '';
    if (expected === '##name##') {
      if (!actual) return null;
      name = actual;
    } else if (expected !== actual) return null;
  }
  return name;
}
