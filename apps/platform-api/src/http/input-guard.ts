import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '@nfx/errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** True while the body is being read and parsed (multipart, urlencoded, JSON). */
    parsingInput: boolean;
  }
}

/**
 * A NUL character or half of a UTF-16 surrogate pair is never meaningful input, and PostgreSQL
 * refuses both in text: left alone they turn bad input into a 500 deep in a repository.
 */
// eslint-disable-next-line no-control-regex -- finding the NUL character is the point
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const MAX_DEPTH = 32;

/** The first field (top-level key) whose value holds an unsafe string, or null. */
export function fieldWithUnsafeString(input: unknown): string | null {
  if (!input || typeof input !== 'object') return typeof input === 'string' && UNSAFE.test(input) ? '_' : null;
  const visit = (value: unknown, depth: number): boolean => {
    if (typeof value === 'string') return UNSAFE.test(value);
    // Uploaded files (Buffers) are bytes, not text: a call's schema checks them, and walking
    // them entry by entry would cost seconds for a photo.
    if (!value || typeof value !== 'object' || value instanceof Uint8Array || depth > MAX_DEPTH) return false;
    return Object.entries(value).some(([key, item]) => UNSAFE.test(key) || visit(item, depth + 1));
  };
  for (const [key, value] of Object.entries(input)) {
    if (UNSAFE.test(key)) return '_';
    if (visit(value, 0)) return key;
  }
  return null;
}

function rejectUnsafe(request: FastifyRequest): void {
  const field = fieldWithUnsafeString(request.query) ?? fieldWithUnsafeString(request.body);
  if (field !== null)
    throw new ApiError('InvalidParameter', 'Invalid characters in the request', { invalidParameters: { [field]: ['validation.type'] } });
}

/**
 * Marks the body-parsing phase, so the error handler can tell a malformed body (a broken
 * multipart boundary, a truncated form) from a fault of ours, and refuses unsafe strings in any
 * query or body before a handler sees them.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.decorateRequest('parsingInput', false);
  app.addHook('preParsing', async (request, _reply, payload) => {
    request.parsingInput = true;
    return payload;
  });
  app.addHook('preHandler', async (request) => {
    request.parsingInput = false;
    rejectUnsafe(request);
  });
}
