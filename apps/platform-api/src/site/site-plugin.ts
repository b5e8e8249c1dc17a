import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ApiError } from '@nfx/errors';
import { registerBackofficeRoutes } from './backoffice-routes';
import { hashedAssetOptions } from './hashed-assets';
import { registerSiteAssetRoutes } from './site-asset-routes';
import { createPageHandler } from './site-page';
import { createSiteState } from './site-state';

export interface SitePluginOptions {
  siteRoot: string;
}

/** Paths that belong to the API and other server routes, never to the site's HTML. */
const serverPrefixes = ['/api/', '/nfx/', '/oauth/', '/demo/', '/platform/', '/static/', '/remotes/', '/img/', '/backoffice/'];

/**
 * Serves the built site on the API's origin: hashed shell assets and remote builds (long-cached,
 * brotli/gzip precompressed), the remote registry, the service worker, icons and manifest, and
 * for every other site path a redirect or the shell's HTML with a server-rendered head.
 */
export async function sitePlugin(app: FastifyInstance, { siteRoot }: SitePluginOptions): Promise<void> {
  const shellRoot = path.join(siteRoot, 'shell');
  if (!fs.existsSync(path.join(shellRoot, 'index.html'))) {
    throw new Error(`No built site in ${siteRoot}: run "npm run build" first (or set SITE_ROOT)`);
  }
  const state = createSiteState(app, siteRoot);

  for (const folder of ['js', 'css', 'assets']) {
    if (!fs.existsSync(path.join(shellRoot, folder))) continue;
    await app.register(fastifyStatic, {
      root: path.join(shellRoot, folder),
      prefix: `/${folder}/`,
      decorateReply: folder === 'js',
      index: false,
      ...hashedAssetOptions,
    });
  }
  await app.register(fastifyStatic, {
    root: path.join(siteRoot, 'remotes'),
    prefix: '/remotes/',
    decorateReply: false,
    index: false,
    // Every remote build lives in a folder named by its content hash, so all of it is immutable.
    ...hashedAssetOptions,
  });

  app.get('/remotes/registry.json', { schema: { hide: true } }, async (_request, reply) => {
    await state.revision();
    return reply.header('cache-control', 'no-store').send(state.clientRegistry());
  });

  registerSiteAssetRoutes(app, state);
  // The staff's app (issue 41): its own page and policy, outside the player site's routes.
  await registerBackofficeRoutes(app, siteRoot);
  const renderPage = createPageHandler(app, state);

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !serverPrefixes.some((prefix) => url.startsWith(prefix)) &&
      !path.extname(url);
    if (isPageRequest) return renderPage(request, reply);
    throw new ApiError('MethodNotFound', 'Not found', { httpStatus: 404 });
  });
}
