import type { FastifyInstance } from 'fastify';
import { ApiError } from '@nfx/errors';
import { offlinePageHtml, serviceWorkerScript } from './service-worker';
import { iconFiles, webManifest } from './site-icons';
import type { SiteState } from './site-state';

const ONE_DAY_SECONDS = 24 * 60 * 60;

/** Files the site needs at fixed root addresses: the service worker, its offline page, icons and the manifest. */
export function registerSiteAssetRoutes(app: FastifyInstance, state: SiteState): void {
  app.get('/sw.js', { schema: { hide: true } }, async (_request, reply) => {
    const [{ locales, defaultLocale }] = await Promise.all([state.locales(), state.revision()]);
    const script = serviceWorkerScript({ buildId: state.buildId(), locales: locales.map((entry) => entry.code), defaultLocale });
    // Always revalidated, so a new build reaches players on their next navigation.
    return reply
      .header('service-worker-allowed', '/')
      .header('cache-control', 'no-cache, no-store, must-revalidate')
      .type('text/javascript; charset=utf-8')
      .send(script);
  });

  app.get<{ Params: { locale: string } }>('/nfx/offline/:locale', { schema: { hide: true } }, async (request, reply) => {
    const { locales } = await state.locales();
    const locale = locales.find((entry) => entry.code.toLowerCase() === request.params.locale.toLowerCase())?.code;
    if (!locale) throw new ApiError('MethodNotFound', 'Unknown locale', { httpStatus: 404 });
    const [texts, cms] = await Promise.all([state.texts(locale, ['errors.network', 'common.retry']), state.cmsConfig(locale)]);
    const html = offlinePageHtml({
      lang: locale,
      title: texts['errors.network'] ?? '',
      button: texts['common.retry'] ?? '',
      siteName: cms.seo?.siteName ?? '',
    });
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });

  // Rasterising takes a moment, so each file is rendered once per process and kept.
  const rendered = new Map<string, Promise<Buffer>>();
  for (const file of iconFiles) {
    app.get(file.path, { schema: { hide: true } }, async (_request, reply) => {
      let body = rendered.get(file.path);
      if (!body) {
        body = file.render();
        rendered.set(file.path, body);
        body.catch(() => rendered.delete(file.path));
      }
      return reply
        .header('cache-control', `public, max-age=${ONE_DAY_SECONDS}`)
        .type(file.type)
        .send(await body);
    });
  }

  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (_request, reply) => {
    const { defaultLocale } = await state.locales();
    const seo = (await state.cmsConfig(defaultLocale)).seo;
    const name = seo?.siteName || 'NFX';
    return reply
      .header('cache-control', `public, max-age=${ONE_DAY_SECONDS}`)
      .type('application/manifest+json; charset=utf-8')
      .send(JSON.stringify(webManifest(name, name, defaultLocale)));
  });
}
