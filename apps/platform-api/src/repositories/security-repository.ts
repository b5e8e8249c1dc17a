import type { Db } from '../db/database';

/** Sign-in failures and password-reset tokens. */
export function createSecurityRepository(db: Db) {
  return {
    async countFailures(accountKey: string, ip: string, since: Date): Promise<{ accountAndIp: number; ip: number }> {
      const [forAccount, forIp] = await Promise.all([
        db
          .selectFrom('sign_in_failures')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('account_key', '=', accountKey)
          .where('ip', '=', ip)
          .where('created_at', '>=', since)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('sign_in_failures')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('ip', '=', ip)
          .where('created_at', '>=', since)
          .executeTakeFirstOrThrow(),
      ]);
      return { accountAndIp: Number(forAccount.count), ip: Number(forIp.count) };
    },

    async recordFailure(accountKey: string, ip: string, now: Date): Promise<void> {
      await db.insertInto('sign_in_failures').values({ account_key: accountKey, ip, created_at: now }).execute();
    },

    async clearFailures(accountKey: string, ip: string): Promise<void> {
      await db.deleteFrom('sign_in_failures').where('account_key', '=', accountKey).where('ip', '=', ip).execute();
    },

    async deleteFailuresBefore(before: Date): Promise<void> {
      await db.deleteFrom('sign_in_failures').where('created_at', '<', before).execute();
    },

    async createPasswordReset(reset: { tokenHash: string; accountId: number; expiresAt: Date }): Promise<void> {
      await db.insertInto('password_resets').values({ token_hash: reset.tokenHash, account_id: reset.accountId, expires_at: reset.expiresAt }).execute();
    },

    /** Marks a valid reset token used and returns its account, atomically: a link works once. */
    async consumePasswordReset(tokenHash: string, now: Date): Promise<number | undefined> {
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

export type SecurityRepository = ReturnType<typeof createSecurityRepository>;
