import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { fingerprintOf, requireIdempotencyKey, runOnce } from '../../http/idempotency';

/**
 * Runs a money call in one transaction, once per Idempotency-Key: a retry gets the first answer
 * and moves nothing again (the ledger's own keys make each step once-only as well).
 */
export function moneyCallOnce<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  accountId: number,
  call: string,
  input: Record<string, unknown>,
  operation: (trx: Db) => Promise<T>,
): Promise<T> {
  const key = requireIdempotencyKey(request);
  return app.database.db
    .transaction()
    .execute((trx) => runOnce(trx, { accountId, call, key, fingerprint: fingerprintOf(input) }, () => operation(trx)));
}
