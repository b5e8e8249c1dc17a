import type { FastifyInstance, FastifyReply } from 'fastify';
import * as v from 'valibot';
import { completionPage, type CompletionMessage } from './oauth-pages';

/** A round trip must come back within this time. */
export const STATE_TTL_MS = 10 * 60 * 1000;

/**
 * OpenID Connect round trips are bound to the browser that started them: /oauth/init sets this
 * cookie (its sha256 is kept with the state) and the callback needs it back, so a code someone
 * obtained for their own provider account cannot be completed in a victim's browser (login CSRF).
 * SameSite=Lax: the provider's redirect back is a top-level GET, which carries it.
 */
export const OIDC_BROWSER_COOKIE = 'nfx_oidc';
export const OIDC_BROWSER_COOKIE_PATH = '/oauth/callback';

export const stateSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/));

/**
 * The demo provider's own "signed in to the provider" cookie: a random secret per browser,
 * scoped to the provider's pages. Its hash is the identity the provider vouches for, so the
 * same browser comes back as the same user, and nobody can claim another person's identity by
 * typing their email (the email is only profile data the provider shares).
 */
export const DEMO_SUBJECT_COOKIE = 'nfx_demo_idp';
export const DEMO_SUBJECT_PATH = '/oauth/demo';
export const demoSubjectSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{32}$/));

export function sendHtml(reply: FastifyReply, body: string, status = 200) {
  return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
}

/** Only addresses on the site's own origin are kept, so the flow cannot be used as an open redirect. */
export function sameOriginUrl(candidate: string | undefined, publicOrigin: string): string | null {
  if (!candidate) return null;
  try {
    const url = new URL(candidate, publicOrigin);
    return url.origin === new URL(publicOrigin).origin ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Ends the round trip with the page that reports to the opener (on the site's origin only). */
export function sendCompletion(app: FastifyInstance, reply: FastifyReply, result: Omit<CompletionMessage, 'origin'>, status = 200) {
  return sendHtml(reply, completionPage({ ...result, origin: new URL(app.config.publicOrigin).origin }), status);
}
