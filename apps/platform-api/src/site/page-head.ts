import type { PageMetadata } from '@nfx/api-contract';
import type { SeoSettings } from '../content/cms-types';
import type { HeadModel, IconLinks } from './head-tags';
import { buildJsonLd } from './json-ld';
import { BRAND_COLOR } from './site-icons';

/** Pages that must never show in search results: system pages, errors, refused paths. */
const NOINDEX = 'noindex, nofollow';

export function iconLinks(seo: SeoSettings | undefined): IconLinks {
  const favicon = seo?.favicon;
  const pick = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value : fallback);
  return {
    ico: pick(favicon?.ico, '/favicon.ico'),
    svg: '/favicon.svg',
    png: pick(favicon?.png, '/favicon/favicon-32x32.png'),
    apple: pick(favicon?.apple, '/favicon/apple-touch-icon.png'),
    manifest: '/manifest.webmanifest',
  };
}

/** `%s | NFX Casino`, unless the text already names the site. */
export function titleWithTemplate(text: string, seo: SeoSettings | undefined): string {
  const siteName = seo?.siteName ?? '';
  if (!siteName || text.includes(siteName)) return text || siteName;
  return (seo?.titleTemplate ?? '%s').replace('%s', () => text);
}

/**
 * The head of a site page from its CMS metadata: canonical and hreflang alternates for every
 * locale plus x-default (the default locale's address), Open Graph, robots, extra meta and JSON-LD.
 */
export function pageHead(metadata: PageMetadata, defaultLocale: string, seo: SeoSettings | undefined): HeadModel {
  const alternates = metadata.alternates.map((alternate) => ({ hreflang: alternate.locale, href: alternate.href }));
  const xDefault = metadata.alternates.find((alternate) => alternate.locale === defaultLocale);
  if (xDefault) alternates.push({ hreflang: 'x-default', href: xDefault.href });
  const robots = `${metadata.robots.index ? 'index' : 'noindex'}, ${metadata.robots.follow ? 'follow' : 'nofollow'}`;
  return {
    title: metadata.title,
    description: metadata.description,
    robots,
    canonical: metadata.canonical,
    alternates,
    openGraph: {
      ...metadata.openGraph,
      alternateLocales: metadata.alternates.map((alternate) => alternate.locale).filter((locale) => locale !== metadata.locale),
    },
    extraMeta: (metadata.extraMeta ?? []).filter((entry) => typeof entry?.name === 'string' && typeof entry.content === 'string'),
    jsonLd: buildJsonLd(metadata.jsonLd),
    icons: iconLinks(seo),
    themeColor: BRAND_COLOR,
  };
}

/** The head of a system or error page: its translated texts, never indexed, no canonical address. */
export function systemHead(texts: { title: string; description: string }, seo: SeoSettings | undefined): HeadModel {
  return {
    title: titleWithTemplate(texts.title, seo),
    description: texts.description,
    robots: NOINDEX,
    canonical: null,
    alternates: [],
    openGraph: null,
    extraMeta: [],
    jsonLd: [],
    icons: iconLinks(seo),
    themeColor: BRAND_COLOR,
  };
}
