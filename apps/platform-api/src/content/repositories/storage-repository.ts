import { sql } from 'kysely';
import { ApiError } from '@nfx/errors';
import type { Db } from '../../db/database';

/** Per-account quota: small preferences (seen ids, dismissed hints), not a general store. */
export const STORAGE_MAX_KEYS = 50;
export const STORAGE_MAX_VALUE_BYTES = 4096;
/** Lock class of `pg_advisory_xact_lock(class, account)`, so quota checks of one account queue up. */
const STORAGE_LOCK_CLASS = 8201;

export interface StorageRepository {
  get(accountId: number, key: string): Promise<string | null>;
  keys(accountId: number): Promise<string[]>;
  /** Throws StorageQuotaExceeded when the value is too large or a new key would pass the key limit. */
  set(accountId: number, key: string, value: string): Promise<void>;
}

export function createStorageRepository(db: Db): StorageRepository {
  return {
    async get(accountId, key) {
      const row = await db
        .selectFrom('storage_entries')
        .select('value')
        .where('account_id', '=', accountId)
        .where('key', '=', key)
        .executeTakeFirst();
      return row?.value ?? null;
    },
    async keys(accountId) {
      const rows = await db.selectFrom('storage_entries').select('key').where('account_id', '=', accountId).orderBy('key').execute();
      return rows.map((row) => row.key);
    },
    async set(accountId, key, value) {
      if (Buffer.byteLength(value, 'utf8') > STORAGE_MAX_VALUE_BYTES) {
        throw new ApiError('StorageQuotaExceeded', `A stored value may not exceed ${STORAGE_MAX_VALUE_BYTES} bytes`);
      }
      await db.transaction().execute(async (trx) => {
        // Without the lock two parallel requests could each see 49 keys and both add one.
        await sql`select pg_advisory_xact_lock(${STORAGE_LOCK_CLASS}, ${accountId}::int)`.execute(trx);
        const existing = await trx
          .selectFrom('storage_entries')
          .select('key')
          .where('account_id', '=', accountId)
          .where('key', '=', key)
          .executeTakeFirst();
        if (!existing) {
          const { count } = await trx
            .selectFrom('storage_entries')
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .where('account_id', '=', accountId)
            .executeTakeFirstOrThrow();
          if (Number(count) >= STORAGE_MAX_KEYS) {
            throw new ApiError('StorageQuotaExceeded', `No more than ${STORAGE_MAX_KEYS} keys may be stored`);
          }
        }
        await trx
          .insertInto('storage_entries')
          .values({ account_id: accountId, key, value })
          .onConflict((oc) => oc.columns(['account_id', 'key']).doUpdateSet({ value, updated_at: sql`now()` }))
          .execute();
      });
    },
  };
}
