import type { FastifyInstance } from 'fastify';
import { sendCacheable } from '../../http/cacheable';
import type { SeoSettings } from '../cms-types';
import type { ContentArea } from '../content-context';
import { localizedPath } from '../services/page-path';
import { seoForHost } from '../services/seo-for-host';

/** Never crawled whatever the CMS says: private areas, the API, embedded forms, the demo outbox. */
const ALWAYS_DISALLOWED = ['/cashier', '/profile', '/api', '/forms', '/demo'];

/** robots.txt for the request's domain: the private paths and the CMS's noindex paths under every locale prefix (or everything, for a noindex domain), and the sitemap. */
export function registerRobotsTxt(app: FastifyInstance, { locales, cmsConfig }: ContentArea): void {
  app.get('/robots.txt', async (request, reply) => {
    const { locales: list, defaultLocale } = await locales.list();
    const host = seoForHost(await cmsConfig.section<SeoSettings>(defaultLocale, 'seo'), request.hostname, app.config.publicOrigin);
    const paths = [...new Set([...ALWAYS_DISALLOWED, ...(host.seo?.noindexPaths ?? [])])];
    // Every path also exists under each non-default locale prefix (spec §2).
    const lines = host.noindexAll
      ? ['Disallow: /']
      : list.flatMap(({ code }) => paths.map((path) => `Disallow: ${localizedPath(path, code, defaultLocale)}`));
    const origin = host.origin;
    const body = ['User-agent: *', ...new Set(lines), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
    return sendCacheable(request, reply, body, 'text/plain; charset=utf-8');
  });
}
