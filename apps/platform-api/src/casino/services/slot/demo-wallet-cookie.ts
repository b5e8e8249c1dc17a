import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The browser's demo wallet: a random token in an HttpOnly cookie, stored hashed like sessions. */
export const DEMO_COOKIE = 'nfx_demo';
const THIRTY_DAYS_SECONDS = 30 * 24 * 60 * 60;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The wallet key of this browser; none means it has not played demo yet. */
export function readDemoWallet(request: FastifyRequest): string | null {
  const token = request.cookies[DEMO_COOKIE];
  return token && /^[A-Za-z0-9_-]{22}$/.test(token) ? hash(token) : null;
}

/** The wallet key, creating the cookie on the first demo spin. */
export function ensureDemoWallet(request: FastifyRequest, reply: FastifyReply): string {
  const existing = readDemoWallet(request);
  if (existing) return existing;
  const token = randomBytes(16).toString('base64url');
  reply.setCookie(DEMO_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.server.config.publicOrigin.startsWith('https:'),
    maxAge: THIRTY_DAYS_SECONDS,
  });
  return hash(token);
}
