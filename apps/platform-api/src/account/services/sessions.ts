import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomToken, sha256Hex } from '../../security/tokens';
import type { SessionsRepository } from '../repositories/sessions-repository';
import { SESSION_POLICY } from './session-policy';

export function sessionCookieOptions(publicOrigin: string) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: publicOrigin.startsWith('https:'),
    maxAge: SESSION_POLICY.absoluteTimeoutMs / 1000,
  };
}

/**
 * Signs the request's browser in: a fresh 128-bit token (rotation: any previous session of
 * this browser ends), stored hashed, sent as an HttpOnly SameSite=Lax cookie.
 */
export async function startSession(
  sessions: SessionsRepository,
  request: FastifyRequest,
  reply: FastifyReply,
  accountId: number,
): Promise<void> {
  if (request.sessionTokenHash) await sessions.delete(request.sessionTokenHash);
  const token = randomToken(16);
  const tokenHash = sha256Hex(token);
  await sessions.create({
    tokenHash,
    accountId,
    ip: request.ip ?? null,
    userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
    now: new Date(),
  });
  request.accountId = accountId;
  request.sessionTokenHash = tokenHash;
  reply.setCookie(SESSION_POLICY.cookieName, token, sessionCookieOptions(request.server.config.publicOrigin));
}

export async function endSession(sessions: SessionsRepository, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.sessionTokenHash) await sessions.delete(request.sessionTokenHash);
  request.accountId = null;
  request.sessionTokenHash = null;
  reply.clearCookie(SESSION_POLICY.cookieName, { path: '/' });
}
