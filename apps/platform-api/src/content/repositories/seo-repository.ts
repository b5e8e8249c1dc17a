import type { Db } from '../../db/database';

export interface SeoPageRow {
  path: string;
  title: string;
  description: string;
  data: Record<string, unknown>;
}

export interface CmsPageRow {
  slug: string;
  title: string;
  description: string;
  body_html: string;
  updated_at: Date;
}

export interface SeoRepository {
  /** All route metadata of a locale; a locale has a few dozen rows, so matching happens in memory. */
  pages(locale: string): Promise<SeoPageRow[]>;
  cmsPage(locale: string, slug: string): Promise<CmsPageRow | undefined>;
  /** Paths worth listing in the sitemap: concrete routes and published slug pages. */
  sitemapPaths(locale: string): Promise<string[]>;
}

export function createSeoRepository(db: Db): SeoRepository {
  return {
    pages: (locale) => db.selectFrom('seo_pages').select(['path', 'title', 'description', 'data']).where('locale', '=', locale).execute(),
    cmsPage: (locale, slug) =>
      db
        .selectFrom('cms_pages')
        .select(['slug', 'title', 'description', 'body_html', 'updated_at'])
        .where('locale', '=', locale)
        .where('slug', '=', slug)
        .where('is_published', '=', true)
        .executeTakeFirst(),
    async sitemapPaths(locale) {
      const routes = await db
        .selectFrom('seo_pages')
        .select('path')
        .where('locale', '=', locale)
        .where('path', 'not like', '%##%')
        .where('path', '!=', '*')
        .execute();
      const slugs = await db.selectFrom('cms_pages').select('slug').where('locale', '=', locale).where('is_published', '=', true).execute();
      return [...new Set([...routes.map((row) => row.path), ...slugs.map((row) => `/${row.slug}`)])].sort();
    },
  };
}
