import type { FastifyInstance } from 'fastify';
import { sendCacheable } from '../../http/cacheable';
import type { SeoSettings } from '../cms-types';
import type { ContentArea } from '../content-context';
import { escapeHtml } from '../services/html-sanitizer';
import { localizedPath } from '../services/page-path';
import { seoForHost } from '../services/seo-for-host';

/** sitemap.xml: the concrete routes and published CMS pages of every locale, at the request's domain's canonical origin. */
export function registerSitemapXml(app: FastifyInstance, { locales, seo, cmsConfig }: ContentArea): void {
  app.get('/sitemap.xml', async (request, reply) => {
    const { locales: list, defaultLocale } = await locales.list();
    // The domain's canonical origin: a mirror's sitemap lists the pages it points search engines to.
    const { origin } = seoForHost(await cmsConfig.section<SeoSettings>(defaultLocale, 'seo'), request.hostname, app.config.publicOrigin);
    const urls: string[] = [];
    for (const { code } of list) {
      for (const path of await seo.sitemapPaths(code)) urls.push(`${origin}${localizedPath(path, code, defaultLocale)}`);
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
