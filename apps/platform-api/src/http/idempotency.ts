import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { ApiError } from '@nfx/errors';
import { messageKeys } from '@nfx/validation';
import type { Db } from '../db/database';

/** Visible ASCII, as the IETF draft for the header and most payment APIs allow. */
const KEY_PATTERN = /^[\x21-\x7E]{1,255}$/;
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Keys are kept at least this long; a client retrying later than that is making a new request. */
export const IDEMPOTENCY_RETENTION_MS = 48 * 60 * 60 * 1000;

const invalidKey = (message: string, reason: string) =>
  new ApiError('InvalidParameter', message, { invalidParameters: { 'Idempotency-Key': [reason] } });

/** The request's Idempotency-Key; a money call without one, or with a malformed one, is refused. */
export function requireIdempotencyKey(request: FastifyRequest): string {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined || header === '') throw invalidKey('An Idempotency-Key header is required for this call', messageKeys.required);
  if (typeof header !== 'string' || !KEY_PATTERN.test(header))
    throw invalidKey('The Idempotency-Key header must be 1 to 255 visible ASCII characters', 'INVALID');
  return header;
}

/** A stable digest of what a request asks for, so a reused key with another request is caught. */
export function fingerprintOf(parts: Record<string, unknown>): string {
  const ordered = Object.keys(parts)
    .sort()
    .map((key) => [key, parts[key] ?? null]);
  return createHash('sha256').update(JSON.stringify(ordered)).digest('hex');
}

export interface IdempotentCall {
  accountId: number;
  call: string;
  key: string;
  fingerprint: string;
}

/**
 * Runs a money operation at most once per key, inside the caller's transaction `trx`:
 *
 * - The key row is inserted first. A concurrent request with the same key blocks on the unique
 *   key until this transaction ends; it then finds the committed row and replays its answer
 *   (or, if this one rolled back, claims the key and plays). Claiming takes no lock on the
 *   account row (the table has no foreign key), so the operation may lock it for update.
 * - The operation's result is written in the same transaction as the money it moved, so a
 *   crash leaves either both (a retry replays) or neither (a retry plays, once).
 * - The same key with a different request is refused and moves nothing.
 */
export async function runOnce<T>(trx: Db, call: IdempotentCall, operation: () => Promise<T>): Promise<T> {
  const claimed = await trx
    .insertInto('idempotent_requests')
    .values({ account_id: call.accountId, call: call.call, key: call.key, fingerprint: call.fingerprint, response: null })
    .onConflict((conflict) => conflict.columns(['account_id', 'call', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  if (!claimed) {
    const first = await trx
      .selectFrom('idempotent_requests')
      .select(['fingerprint', 'response'])
      .where('account_id', '=', call.accountId)
      .where('call', '=', call.call)
      .where('key', '=', call.key)
      .executeTakeFirstOrThrow();
    if (first.fingerprint !== call.fingerprint) {
      throw new ApiError('InvalidRequest', 'This Idempotency-Key was already used for a different request', {
        code: 'idempotency_key_reused',
      });
    }
    return (typeof first.response === 'string' ? JSON.parse(first.response) : first.response) as T;
  }
  const result = await operation();
  await trx
    .updateTable('idempotent_requests')
    .set({ response: JSON.stringify(result) })
    .where('account_id', '=', call.accountId)
    .where('call', '=', call.call)
    .where('key', '=', call.key)
    .execute();
  return result;
}

export async function deleteIdempotentRequestsBefore(db: Db, before: Date): Promise<void> {
  await sql`delete from idempotent_requests where created_at < ${before}`.execute(db);
}
