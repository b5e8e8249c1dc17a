import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '@nfx/errors';
import { schedulePeriodicTask } from '../core/periodic-task';
import { sha256Hex } from '../security/tokens';
import type { SessionsRepository } from './repositories/sessions-repository';
import type { SignInsRepository } from './repositories/sign-ins-repository';
import { isSessionExpired, SESSION_POLICY } from './services/session-policy';

declare module 'fastify' {
  interface FastifyRequest {
    /** sha256 of the session cookie when it names a live session. */
    sessionTokenHash: string | null;
  }
}

/** Expired sessions are removed in the background, every 10 minutes. */
const CLEANUP_INTERVAL_MS = 10 * 60 * 1000;
/** Sign-ins are kept this long: enough for "last sign-in", not a tracking history. */
const SIGN_IN_RETENTION_MS = 90 * 24 * 60 * 60 * 1000;

/** Paths that read the session; static files and site pages skip the lookup. */
function usesSession(url: string): boolean {
  // /hit records which player a tracking hit belongs to.
  return url.startsWith('/api/') || url.startsWith('/oauth/') || url === '/hit' || url.startsWith('/hit?');
}

/**
 * Who is asking: every API request with a session cookie sets `request.accountId` here (one
 * cached lookup), ends an expired session, and refuses a banned player's session.
 */
export function registerSessionHook(app: FastifyInstance, sessions: SessionsRepository, signIns: SignInsRepository): void {
  app.decorateRequest('sessionTokenHash', null);
  schedulePeriodicTask(app, {
    name: 'session clean-up',
    intervalMs: CLEANUP_INTERVAL_MS,
    run: async () => {
      const now = Date.now();
      await sessions.deleteExpired(new Date(now - SESSION_POLICY.idleTimeoutMs), new Date(now - SESSION_POLICY.absoluteTimeoutMs));
      await signIns.deleteBefore(new Date(now - SIGN_IN_RETENTION_MS));
    },
  });
  const lookUpSession = async (request: FastifyRequest, reply: FastifyReply, token: string) => {
    // Only our own token shape is looked up; anything else is dropped without a query.
    if (!/^[A-Za-z0-9_-]{22}$/.test(token)) {
      reply.clearCookie(SESSION_POLICY.cookieName, { path: '/' });
      return;
    }
    const tokenHash = sha256Hex(token);
    const session = await sessions.find(tokenHash);
    const now = new Date();
    if (!session || isSessionExpired(session, now)) {
      if (session) await sessions.delete(tokenHash);
      reply.clearCookie(SESSION_POLICY.cookieName, { path: '/' });
      return;
    }
    if (session.is_banned) {
      await sessions.delete(tokenHash);
      reply.clearCookie(SESSION_POLICY.cookieName, { path: '/' });
      throw new ApiError('UserBanned', 'User is banned', { errorData: { type: 'banned' } });
    }
    request.accountId = session.account_id;
    request.sessionTokenHash = tokenHash;
    if (now.getTime() - session.last_seen_at.getTime() > SESSION_POLICY.touchIntervalMs) {
      await sessions.touch(tokenHash, now);
    }
  };
  // Most requests carry no session cookie (or are not API calls): the hook ends at once, without a promise.
  app.addHook('onRequest', (request, reply, done) => {
    const token = request.cookies[SESSION_POLICY.cookieName];
    if (!token || !usesSession(request.url)) {
      done();
      return;
    }
    lookUpSession(request, reply, token).then(() => done(), done);
  });
}
