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

/** Whether a value (a nested key or string included) holds an unsafe string. */
function holdsUnsafeString(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return UNSAFE.test(value);
  // Uploaded files (Buffers) are bytes, not text: a call's schema checks them, and walking
  // them entry by entry would cost seconds for a photo.
  if (!value || typeof value !== 'object' || value instanceof Uint8Array || depth > MAX_DEPTH) return false;
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (UNSAFE.test(key) || holdsUnsafeString(record[key], depth + 1)) return true;
  }
  return false;
}

/**
 * The first field (top-level key) whose value holds an unsafe string, or null. It runs on every
 * request: plain loops, no closure or entry arrays made per call.
 */
export function fieldWithUnsafeString(input: unknown): string | null {
  if (!input || typeof input !== 'object') return typeof input === 'string' && UNSAFE.test(input) ? '_' : null;
  const record = input as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (UNSAFE.test(key)) return '_';
    if (holdsUnsafeString(record[key], 0)) return key;
  }
  return null;
}

function unsafeInputError(request: FastifyRequest): ApiError | null {
  const field = fieldWithUnsafeString(request.query) ?? fieldWithUnsafeString(request.body);
  return field === null
    ? null
    : new ApiError('InvalidParameter', 'Invalid characters in the request', { invalidParameters: { [field]: ['validation.type'] } });
}

/**
 * Marks the body-parsing phase, so the error handler can tell a malformed body (a broken
 * multipart boundary, a truncated form) from a fault of ours, and refuses unsafe strings in any
 * query or body before a handler sees them. Both hooks run on every request and finish at once:
 * callback hooks, so neither costs a promise and a microtask turn.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.decorateRequest('parsingInput', false);
  app.addHook('preParsing', (request, _reply, payload, done) => {
    request.parsingInput = true;
    done(null, payload);
  });
  app.addHook('preHandler', (request, _reply, done) => {
    request.parsingInput = false;
    const error = unsafeInputError(request);
    if (error) done(error);
    else done();
  });
}
