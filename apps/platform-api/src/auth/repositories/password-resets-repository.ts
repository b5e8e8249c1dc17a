import type { Db } from '../../db/database';

/** One-time password-reset tokens, stored as their sha256. */
export function createPasswordResetsRepository(db: Db) {
  return {
    async create(reset: { tokenHash: string; accountId: number; expiresAt: Date }): Promise<void> {
      await db
        .insertInto('password_resets')
        .values({ token_hash: reset.tokenHash, account_id: reset.accountId, expires_at: reset.expiresAt })
        .execute();
    },

    /** Marks a valid reset token used and returns its account, atomically: a link works once. */
    async consume(tokenHash: string, now: Date): Promise<number | undefined> {
      const row = await db
        .updateTable('password_resets')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('account_id')
        .executeTakeFirst();
      return row?.account_id;
    },
  };
}

export type PasswordResetsRepository = ReturnType<typeof createPasswordResetsRepository>;
