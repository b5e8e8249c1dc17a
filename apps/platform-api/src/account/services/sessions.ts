import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomToken, sha256Hex } from '../../security/tokens';
import type { SessionsRepository } from '../repositories/sessions-repository';
import type { SignInsRepository } from '../repositories/sign-ins-repository';
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
 * this browser ends), stored hashed, sent as an HttpOnly SameSite=Lax cookie. The sign-in is
 * recorded too, for the "last sign-in" shown after the next one.
 */
export async function startSession(
  { sessions, signIns }: { sessions: SessionsRepository; signIns: SignInsRepository },
  request: FastifyRequest,
  reply: FastifyReply,
  accountId: number,
): Promise<void> {
  if (request.sessionTokenHash) await sessions.delete(request.sessionTokenHash);
  const token = randomToken(16);
  const tokenHash = sha256Hex(token);
  const now = new Date();
  const ip = request.ip ?? null;
  const userAgent = typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'].slice(0, 512) : null;
  await sessions.create({ tokenHash, accountId, ip, userAgent, now });
  await signIns.record({ accountId, at: now, ip, userAgent });
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
