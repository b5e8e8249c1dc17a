import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Locale data changes when an editor saves, so caches keep it briefly and revalidate by ETag. */
const MAX_AGE_SECONDS = 60;

function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

/** Sends a body with a short max-age and a content ETag, answering 304 when the client's copy is current. */
export function sendCacheable(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  contentType: string,
  maxAge = MAX_AGE_SECONDS,
): FastifyReply {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  reply.header('cache-control', `public, max-age=${maxAge}`).header('etag', etag);
  if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type(contentType).send(body);
}
