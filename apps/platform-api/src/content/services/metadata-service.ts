import type { PageContent, PageMetadata } from '@nfx/api-contract';
import type { SeoSettings } from '../cms-types';
import { sanitizeHtml } from './html-sanitizer';
import { humanizeSegment, localizedPath, matchTemplate, normalizePagePath, pathIsUnder } from './page-path';
import type { SeoPageRow, SeoRepository } from '../repositories/seo-repository';

export interface MetadataRequest {
  path: string;
  locale: string;
  defaultLocale: string;
  localeCodes: string[];
  origin: string;
  seo: SeoSettings | undefined;
  /** The domain keeps out of search engines whole (its SEO settings say `noindex`). */
  noindexAll?: boolean;
}

interface MatchedRow {
  row: SeoPageRow;
  name: string | null;
}

function findRow(rows: readonly SeoPageRow[], path: string): MatchedRow | null {
  const exact = rows.find((row) => row.path === path);
  if (exact) return { row: exact, name: null };
  for (const row of rows) {
    const name = row.path.includes('##name##') ? matchTemplate(row.path, path) : null;
    if (name) return { row, name: humanizeSegment(name) };
  }
  const fallback = rows.find((row) => row.path === '*');
  return fallback ? { row: fallback, name: null } : null;
}

/** Replaces `##name##` everywhere in a stored piece of metadata. */
function fillName<T>(value: T, name: string | null): T {
  if (name === null) return value;
  // Escaped as a JSON string body and inserted by a function, so no character of a URL segment
  // (quotes, control characters, `$&`) can break the document or act as a replacement pattern.
  const escaped = JSON.stringify(name).slice(1, -1);
  return JSON.parse(JSON.stringify(value).replaceAll('##name##', () => escaped)) as T;
}

/** An edited row may hold anything; only a name and a content, both text, make a meta tag. */
function isExtraMeta(entry: unknown): entry is PageMetadata['extraMeta'][number] {
  const candidate = entry as { name?: unknown; content?: unknown } | null;
  return typeof candidate?.name === 'string' && typeof candidate.content === 'string';
}

function absolute(origin: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

export function createMetadataService(seo: SeoRepository) {
  return {
    async pageMetadata(request: MetadataRequest): Promise<PageMetadata> {
      const { locale, defaultLocale, origin } = request;
      const { path } = normalizePagePath(request.path, request.localeCodes);
      let rows = await seo.pages(locale);
      if (rows.length === 0 && locale !== defaultLocale) rows = await seo.pages(defaultLocale);
      const matched = findRow(rows, path);
      const isExact = matched?.row.path === path;

      const segments = path.split('/').filter(Boolean);
      const pageRow = segments.length === 1 && segments[0] ? await seo.cmsPage(locale, segments[0]) : undefined;
      const page: PageContent | null = pageRow
        ? {
            slug: pageRow.slug,
            title: pageRow.title,
            description: pageRow.description,
            body: sanitizeHtml(pageRow.body_html),
            updatedAt: pageRow.updated_at.toISOString(),
          }
        : null;

      const siteName = request.seo?.siteName ?? '';
      const data = fillName(matched?.row.data ?? {}, matched?.name ?? null);
      const useRow = matched && (isExact || matched.name !== null || !page);
      const rawTitle = useRow ? fillName(matched.row.title, matched.name) : (page?.title ?? siteName);
      const description = useRow ? fillName(matched.row.description, matched.name) : (page?.description ?? '');
      const template = request.seo?.titleTemplate ?? '%s';
      const title = !siteName || rawTitle.includes(siteName) ? rawTitle : template.replace('%s', () => rawTitle);

      const canonical = absolute(origin, localizedPath(path, locale, defaultLocale));
      const noindex = request.noindexAll === true || (request.seo?.noindexPaths ?? []).some((prefix) => pathIsUnder(path, prefix));
      const storedRobots = (data['robots'] ?? {}) as Partial<PageMetadata['robots']>;
      const robots = noindex ? { index: false, follow: false } : { index: storedRobots.index ?? true, follow: storedRobots.follow ?? true };
      const storedOpenGraph = (data['openGraph'] ?? {}) as Partial<PageMetadata['openGraph']>;

      const jsonLd: Record<string, unknown> = {};
      for (const key of ['faq', 'article', 'organization', 'product', 'breadcrumbs']) {
        if (data[key] !== undefined) jsonLd[key] = data[key];
      }
      const organization = jsonLd['organization'] as Record<string, unknown> | undefined;
      if (organization) {
        jsonLd['organization'] = { ...organization, url: origin, logo: absolute(origin, String(organization['logo'] ?? '/favicon.ico')) };
      }
      if (Array.isArray(jsonLd['breadcrumbs'])) {
        jsonLd['breadcrumbs'] = (jsonLd['breadcrumbs'] as { name: string; link: string }[]).map((crumb) => ({
          name: crumb.name,
          link: absolute(origin, localizedPath(crumb.link === '##path##' ? path : crumb.link, locale, defaultLocale)),
        }));
      }
      if (page && !jsonLd['article']) {
        jsonLd['article'] = {
          headline: page.title,
          description: page.description,
          image: absolute(origin, request.seo?.defaultImages.openGraph ?? '/'),
          datePublished: page.updatedAt,
          dateModified: page.updatedAt,
        };
      }

      return {
        path,
        locale,
        title,
        description,
        canonical,
        alternates: request.localeCodes.map((code) => ({ locale: code, href: absolute(origin, localizedPath(path, code, defaultLocale)) })),
        openGraph: {
          type: storedOpenGraph.type ?? (page ? 'article' : 'website'),
          title,
          description,
          url: canonical,
          image: absolute(origin, storedOpenGraph.image ?? request.seo?.defaultImages.openGraph ?? '/'),
          locale,
          siteName,
        },
        robots,
        extraMeta: Array.isArray(data['extraMeta']) ? data['extraMeta'].filter(isExtraMeta) : [],
        jsonLd,
        page,
      };
    },
  };
}

export type MetadataService = ReturnType<typeof createMetadataService>;
