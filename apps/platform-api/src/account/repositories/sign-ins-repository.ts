import type { Db } from '../../db/database';
import type { SignInRow } from '../../db/tables/account';

/** Successful sign-ins, for "last sign-in: when and from where" after the next one. */
export function createSignInsRepository(db: Db) {
  return {
    async record(signIn: { accountId: number; at: Date; ip: string | null; userAgent: string | null }): Promise<void> {
      await db
        .insertInto('account_sign_ins')
        .values({ account_id: signIn.accountId, signed_in_at: signIn.at, ip: signIn.ip, user_agent: signIn.userAgent })
        .execute();
    },

    /** The latest sign-in of the account strictly before `at`. */
    latestBefore(accountId: number, at: Date): Promise<SignInRow | undefined> {
      return db
        .selectFrom('account_sign_ins')
        .selectAll()
        .where('account_id', '=', accountId)
        .where('signed_in_at', '<', at)
        .orderBy('signed_in_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    async deleteBefore(before: Date): Promise<void> {
      await db.deleteFrom('account_sign_ins').where('signed_in_at', '<', before).execute();
    },
  };
}

export type SignInsRepository = ReturnType<typeof createSignInsRepository>;
