import type { FastifyInstance } from 'fastify';
import { ApiError } from '@nfx/errors';

const notFound = () => new ApiError('MethodNotFound', 'Not found', { httpStatus: 404 });

/** The content source's own endpoints (spec §7): staff sign-in and the staff session under another name. */
const CONTENT_SOURCE_PREFIXES = ['/nfx/auth/', '/nfx/users/'];

/** The back office's own paths: its page and files, the staff calls and the content source's endpoints. */
export function isBackofficePath(pathname: string): boolean {
  return (
    pathname === '/backoffice' ||
    pathname.startsWith('/backoffice/') ||
    pathname.startsWith('/api/staff/') ||
    CONTENT_SOURCE_PREFIXES.some((prefix) => pathname.startsWith(prefix))
  );
}

/** What the back office reads besides its own paths: the languages and the shared texts of its forms. */
const SHARED_WITH_BACKOFFICE = ['/nfx/i18n/'];

/**
 * With BACKOFFICE_ORIGIN set, one server answers two hosts and splits them by `Host`: the back
 * office's host serves only the back office (its page, files, staff calls and the texts it
 * reads; `/` leads to it), and the player site's host answers 404 for everything of the back
 * office. So the staff's session cookie, its pages and its calls never live on the players' origin,
 * and the proxy in front can put the back office behind its own access rules.
 */
export function registerBackofficeHostSplit(app: FastifyInstance): void {
  const { publicOrigin, backofficeOrigin } = app.config;
  if (backofficeOrigin === publicOrigin) return;
  const backofficeHost = new URL(backofficeOrigin).host;
  app.addHook('onRequest', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (request.host !== backofficeHost) {
      if (isBackofficePath(pathname)) throw notFound();
      return;
    }
    if (pathname === '/' && (request.method === 'GET' || request.method === 'HEAD')) return reply.redirect('/backoffice', 302);
    if (isBackofficePath(pathname) || SHARED_WITH_BACKOFFICE.some((prefix) => pathname.startsWith(prefix))) return;
    throw notFound();
  });
}
