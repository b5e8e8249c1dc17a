import type { FastifyInstance } from 'fastify';
import type { ContentRepositories } from '../../content';
import type { SeoSettings } from '../../content/cms-types';
import { escapeHtml } from '../../content/html-sanitizer';
import { localizedPath } from '../../content/page-path';
import { sendCacheable } from './cacheable';

/** Never crawled whatever the CMS says: private areas, the API, embedded forms, the demo outbox. */
const ALWAYS_DISALLOWED = ['/cashier', '/profile', '/api', '/forms', '/demo'];

export function registerRobotsRoutes(app: FastifyInstance, content: ContentRepositories): void {
  const origin = () => app.config.publicOrigin.replace(/\/$/, '');

  app.get('/robots.txt', async (request, reply) => {
    const { locales, defaultLocale } = await content.locales.list();
    const seo = await content.cmsConfig.section<SeoSettings>(defaultLocale, 'seo');
    const paths = [...new Set([...ALWAYS_DISALLOWED, ...(seo?.noindexPaths ?? [])])];
    // Every path also exists under each non-default locale prefix (spec §2).
    const lines = locales.flatMap(({ code }) => paths.map((path) => `Disallow: ${localizedPath(path, code, defaultLocale)}`));
    const body = ['User-agent: *', ...new Set(lines), '', `Sitemap: ${origin()}/sitemap.xml`, ''].join('\n');
    return sendCacheable(request, reply, body, 'text/plain; charset=utf-8');
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const { locales, defaultLocale } = await content.locales.list();
    const urls: string[] = [];
    for (const { code } of locales) {
      for (const path of await content.seo.sitemapPaths(code)) urls.push(`${origin()}${localizedPath(path, code, defaultLocale)}`);
    }
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls.map((url) => `  <url><loc>${escapeHtml(url)}</loc></url>`),
      '</urlset>',
      '',
    ].join('\n');
    return sendCacheable(request, reply, body, 'application/xml; charset=utf-8');
  });
}
