import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ApiError } from '@nfx/errors';
import { hashedAssetOptions } from './hashed-assets';

/** Where the site serves the back office (apps/backoffice, built with `publicPath: '/backoffice/'`). */
export const BACKOFFICE_PREFIX = '/backoffice';

/**
 * The back office's own policy, narrower than the player site's: its scripts and styles come only
 * from this origin (no support chat, no identity-verification SDK), it embeds no frame and is
 * embedded by none, and its forms post nowhere else.
 */
export function backofficeCsp(https: boolean): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'none'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** Headers of the back office's page: never indexed, never framed, no referrer (the enrolment link carries a token). */
function sendPage(reply: FastifyReply, html: string, https: boolean) {
  // The security-headers plugin set the player site's policy; this page has its own (set below, over it).
  return reply
    .header('content-security-policy', backofficeCsp(https))
    .header('x-robots-tag', 'noindex, nofollow')
    .header('x-frame-options', 'DENY')
    .header('referrer-policy', 'no-referrer')
    .header('cross-origin-opener-policy', 'same-origin')
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(html);
}

/**
 * `/backoffice`: the back office's hashed scripts and styles (immutable, precompressed), and for
 * every other path under it without an extension its single page (the client's router draws the
 * page). Mounted only when the site build holds it.
 */
export async function registerBackofficeRoutes(app: FastifyInstance, siteRoot: string): Promise<void> {
  const root = path.join(siteRoot, 'backoffice');
  const indexFile = path.join(root, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`No back office in ${siteRoot}: /backoffice is not served (run "npm run build")`);
    return;
  }
  const html = fs.readFileSync(indexFile, 'utf8');
  const https = app.config.backofficeOrigin.startsWith('https:');

  for (const folder of ['js', 'css']) {
    if (!fs.existsSync(path.join(root, folder))) continue;
    await app.register(fastifyStatic, {
      root: path.join(root, folder),
      prefix: `${BACKOFFICE_PREFIX}/${folder}/`,
      decorateReply: false,
      index: false,
      ...hashedAssetOptions,
    });
  }

  const page = async (request: { url: string }, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '';
    // A missing file is a 404, not the page: a stale chunk name must fail loudly, not parse HTML as script.
    if (path.extname(pathname)) throw new ApiError('MethodNotFound', 'Not found', { httpStatus: 404 });
    return sendPage(reply, html, https);
  };
  app.get(BACKOFFICE_PREFIX, { schema: { hide: true } }, page);
  app.get(`${BACKOFFICE_PREFIX}/*`, { schema: { hide: true } }, page);
}
