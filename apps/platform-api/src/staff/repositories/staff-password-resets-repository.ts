import type { Db } from '../../db/database';

/** One-time password-reset links of staff accounts, by the sha256 of their token. */
export function createStaffPasswordResetsRepository() {
  return {
    async create(db: Db, values: { tokenHash: string; staffId: number; expiresAt: Date; now: Date }): Promise<void> {
      await db
        .insertInto('staff_password_resets')
        .values({ token_hash: values.tokenHash, staff_id: values.staffId, expires_at: values.expiresAt, created_at: values.now })
        .execute();
    },

    /** How many links the account was sent since `since`: a mailbox is not flooded by someone else's clicks. */
    async countSince(db: Db, staffId: number, since: Date): Promise<number> {
      const row = await db
        .selectFrom('staff_password_resets')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('staff_id', '=', staffId)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Spends an open link and answers its account, atomically: a link works once, and not after it expired. */
    async consume(db: Db, tokenHash: string, now: Date): Promise<number | undefined> {
      const row = await db
        .updateTable('staff_password_resets')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('staff_id')
        .executeTakeFirst();
      return row?.staff_id;
    },

    /** A new password spends every other open link of the account. */
    async spendAllOf(db: Db, staffId: number, now: Date): Promise<void> {
      await db
        .updateTable('staff_password_resets')
        .set({ used_at: now })
        .where('staff_id', '=', staffId)
        .where('used_at', 'is', null)
        .execute();
    },
  };
}

export type StaffPasswordResetsRepository = ReturnType<typeof createStaffPasswordResetsRepository>;
