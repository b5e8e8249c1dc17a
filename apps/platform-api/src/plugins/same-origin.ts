import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '@nfx/errors';
import { isBackofficePath } from './backoffice-host';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A route a provider's page posts to from its own origin (Apple's `form_post` sign-in
     * response). Only for a route that changes nothing itself (it redirects to a GET).
     */
    allowCrossSiteForm?: boolean;
  }
}

/**
 * CSRF defence for state-changing requests (on top of the SameSite=Lax cookie):
 *
 * - In production (demo mode aside): the Host must be the public origin's, and an `Origin`, when
 *   present, the public origin itself.
 * - `Origin` present: it must be the public origin or the origin the request was sent to.
 * - else `Sec-Fetch-Site` present: it must be `same-origin` or `none` (typed by the user).
 * - neither present: allowed. Browsers send `Origin` on every cross-site POST (and modern ones
 *   `Sec-Fetch-Site` too), so a request carrying neither comes from a non-browser client —
 *   a server, a script, a test — which cannot ride on a player's cookies anyway.
 *
 * The answer is InvalidRequestException (400), not AccessDenied: a 403 would make the site
 * show the player its fatal "forbidden" page.
 */
export function isSameOriginRequest(request: FastifyRequest, publicOrigin: string, strict = false): boolean {
  const origin = request.headers.origin;
  if (strict && request.host !== new URL(publicOrigin).host) return false;
  if (typeof origin === 'string' && origin !== '') {
    const own = `${request.protocol}://${request.host}`;
    return origin === publicOrigin || (!strict && origin === own);
  }
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== '') return site === 'same-origin' || site === 'none';
  return true;
}

export function registerSameOriginCheck(app: FastifyInstance): void {
  const publicOrigin = new URL(app.config.publicOrigin).origin;
  const backofficeOrigin = new URL(app.config.backofficeOrigin).origin;
  // In production the server answers state changes for its public origin only (and the back
  // office's, for its own paths): a request for another Host (DNS rebinding, a stray virtual
  // host) or from another Origin is refused.
  const strict = app.config.production && !app.config.demoMode;
  // Callback hook: it runs on every request and decides at once, so it costs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config.allowCrossSiteForm === true) {
      done();
      return;
    }
    const pathname = request.url.split('?')[0] ?? '/';
    const expected = backofficeOrigin !== publicOrigin && isBackofficePath(pathname) ? backofficeOrigin : publicOrigin;
    if (!isSameOriginRequest(request, expected, strict)) done(new ApiError('InvalidRequest', 'Cross-site request rejected'));
    else done();
  });
}
