import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';

/**
 * Secrets for signed links, one per purpose, created the first time one is needed and kept in
 * the database, so every instance on it signs and checks alike and links survive restarts.
 */
export function createSigningKeysRepository(db: Db) {
  const known = new Map<string, Promise<Buffer>>();

  async function load(purpose: string): Promise<Buffer> {
    await db
      .insertInto('signing_keys')
      .values({ purpose, secret: randomBytes(32).toString('base64') })
      .onConflict((conflict) => conflict.column('purpose').doNothing())
      .execute();
    const row = await db.selectFrom('signing_keys').select('secret').where('purpose', '=', purpose).executeTakeFirstOrThrow();
    return Buffer.from(row.secret, 'base64');
  }

  return {
    /** The purpose's key; the first caller creates it (concurrent instances agree through the primary key). */
    key(purpose: string): Promise<Buffer> {
      let key = known.get(purpose);
      if (!key) {
        key = load(purpose);
        key.catch(() => known.delete(purpose));
        known.set(purpose, key);
      }
      return key;
    },
  };
}

export type SigningKeysRepository = ReturnType<typeof createSigningKeysRepository>;
