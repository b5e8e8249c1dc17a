import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomToken } from '../security/tokens';
import { OPERATOR_PATH } from './operator-page';

const COOKIE = 'operator_csrf';
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

/**
 * The form token of the operator pages (double submit: a SameSite=Strict cookie and the same
 * value in every form), on top of the app's same-origin check of every POST: a page on another
 * site can neither read the cookie nor make the browser send it.
 */
export function operatorFormToken(request: FastifyRequest, reply: FastifyReply): string {
  const existing = request.cookies[COOKIE];
  if (existing && TOKEN.test(existing)) return existing;
  const token = randomToken(24);
  reply.setCookie(COOKIE, token, {
    path: OPERATOR_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.server.config.publicOrigin.startsWith('https:'),
  });
  return token;
}

/** Whether a form came with the token of its browser's cookie. */
export function hasOperatorFormToken(request: FastifyRequest, submitted: unknown): boolean {
  const cookie = request.cookies[COOKIE];
  if (!cookie || typeof submitted !== 'string' || !TOKEN.test(cookie) || submitted.length !== cookie.length) return false;
  return timingSafeEqual(Buffer.from(cookie), Buffer.from(submitted));
}
