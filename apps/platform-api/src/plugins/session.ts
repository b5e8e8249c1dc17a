import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '@nfx/errors';
import { randomToken, sha256Hex } from '../security/tokens';
import { deleteIdempotentRequestsBefore, IDEMPOTENCY_RETENTION_MS } from '../http/idempotency';
import { isSessionExpired, SESSION_POLICY } from '../security/session-policy';
import { SIGN_IN_THROTTLE } from '../security/sign-in-throttle';

declare module 'fastify' {
  interface FastifyRequest {
    /** sha256 of the session cookie when it names a live session. */
    sessionTokenHash: string | null;
  }
}

function cookieOptions(app: FastifyInstance) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: app.config.publicOrigin.startsWith('https:'),
    maxAge: SESSION_POLICY.absoluteTimeoutMs / 1000,
  };
}

/** Paths that read the session; static files and site pages skip the lookup. */
function usesSession(url: string): boolean {
  // /hit records which player a tracking hit belongs to.
  return url.startsWith('/api/') || url.startsWith('/oauth/') || url === '/hit' || url.startsWith('/hit?');
}

/**
 * Signs the request's browser in: a fresh 128-bit token (rotation: any previous session of
 * this browser ends), stored hashed, sent as an HttpOnly SameSite=Lax cookie.
 */
export async function startSession(request: FastifyRequest, reply: FastifyReply, accountId: number): Promise<void> {
  const { repositories } = request.server;
  if (request.sessionTokenHash) await repositories.sessions.delete(request.sessionTokenHash);
  const token = randomToken(16);
  const tokenHash = sha256Hex(token);
  await repositories.sessions.create({
    tokenHash,
    accountId,
    ip: request.ip ?? null,
    userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
    now: new Date(),
  });
  request.accountId = accountId;
  request.sessionTokenHash = tokenHash;
  reply.setCookie(SESSION_POLICY.cookieName, token, cookieOptions(request.server));
}

export async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.sessionTokenHash) await request.server.repositories.sessions.delete(request.sessionTokenHash);
  request.accountId = null;
  request.sessionTokenHash = null;
  reply.clearCookie(SESSION_POLICY.cookieName, { path: '/' });
}

/** Expired sessions, old sign-in counters and old idempotency keys are removed in the background, every 10 minutes. */
const CLEANUP_INTERVAL_MS = 10 * 60 * 1000;

function scheduleCleanup(app: FastifyInstance): void {
  const cleanUp = async () => {
    const now = Date.now();
    try {
      await app.repositories.sessions.deleteExpired(
        new Date(now - SESSION_POLICY.idleTimeoutMs),
        new Date(now - SESSION_POLICY.absoluteTimeoutMs),
      );
      await app.repositories.security.deleteCountersBefore(new Date(now - SIGN_IN_THROTTLE.windowMs), new Date(now));
      await deleteIdempotentRequestsBefore(app.database.db, new Date(now - IDEMPOTENCY_RETENTION_MS));
    } catch (error) {
      app.log.warn({ err: error }, 'session clean-up failed');
    }
  };
  const timer = setInterval(() => void cleanUp(), CLEANUP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

export function registerSession(app: FastifyInstance): void {
  app.decorateRequest('sessionTokenHash', null);
  scheduleCleanup(app);
  app.addHook('onRequest', async (request, reply) => {
    const token = request.cookies[SESSION_POLICY.cookieName];
    if (!token || !usesSession(request.url)) return;
    // Only our own token shape is looked up; anything else is dropped without a query.
    if (!/^[A-Za-z0-9_-]{22}$/.test(token)) {
      reply.clearCookie(SESSION_POLICY.cookieName, { path: '/' });
      return;
    }
    const tokenHash = sha256Hex(token);
    const session = await app.repositories.sessions.find(tokenHash);
    const now = new Date();
    if (!session || isSessionExpired(session, now)) {
      if (session) await app.repositories.sessions.delete(tokenHash);
      reply.clearCookie(SESSION_POLICY.cookieName, { path: '/' });
      return;
    }
    if (session.is_banned) {
      await app.repositories.sessions.delete(tokenHash);
      reply.clearCookie(SESSION_POLICY.cookieName, { path: '/' });
      throw new ApiError('UserBanned', 'User is banned');
    }
    request.accountId = session.account_id;
    request.sessionTokenHash = tokenHash;
    if (now.getTime() - session.last_seen_at.getTime() > SESSION_POLICY.touchIntervalMs) {
      await app.repositories.sessions.touch(tokenHash, now);
    }
  });
}
