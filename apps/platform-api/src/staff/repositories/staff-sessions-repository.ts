import type { Db } from '../../db/database';

/** Staff sessions by the sha256 of their cookie token; ended sessions stay as a record of who was in. */
export function createStaffSessionsRepository() {
  return {
    async create(
      db: Db,
      values: { tokenHash: string; staffId: number; ip: string | null; userAgent: string | null; now: Date },
    ): Promise<void> {
      await db
        .insertInto('staff_sessions')
        .values({
          token_hash: values.tokenHash,
          staff_id: values.staffId,
          ip: values.ip,
          user_agent: values.userAgent,
          created_at: values.now,
          last_seen_at: values.now,
        })
        .execute();
    },

    async findOpen(db: Db, tokenHash: string) {
      return db
        .selectFrom('staff_sessions')
        .innerJoin('staff_accounts', 'staff_accounts.id', 'staff_sessions.staff_id')
        .select([
          'staff_sessions.token_hash',
          'staff_sessions.created_at',
          'staff_sessions.last_seen_at',
          'staff_accounts.id as staffId',
          'staff_accounts.email',
          'staff_accounts.role',
          'staff_accounts.disabled_at',
        ])
        .where('staff_sessions.token_hash', '=', tokenHash)
        .where('staff_sessions.ended_at', 'is', null)
        .executeTakeFirst();
    },

    async touch(db: Db, tokenHash: string, now: Date): Promise<void> {
      await db.updateTable('staff_sessions').set({ last_seen_at: now }).where('token_hash', '=', tokenHash).execute();
    },

    async end(db: Db, tokenHash: string, now: Date): Promise<void> {
      await db
        .updateTable('staff_sessions')
        .set({ ended_at: now })
        .where('token_hash', '=', tokenHash)
        .where('ended_at', 'is', null)
        .execute();
    },

    /** A changed password ends every other session of the account; the one that changed it stays. */
    async endAllOfExcept(db: Db, staffId: number, keepTokenHash: string, now: Date): Promise<void> {
      await db
        .updateTable('staff_sessions')
        .set({ ended_at: now })
        .where('staff_id', '=', staffId)
        .where('token_hash', '!=', keepTokenHash)
        .where('ended_at', 'is', null)
        .execute();
    },

    /** Disabling an account ends every session it has, at once. */
    async endAllOf(db: Db, staffId: number, now: Date): Promise<void> {
      await db.updateTable('staff_sessions').set({ ended_at: now }).where('staff_id', '=', staffId).where('ended_at', 'is', null).execute();
    },
  };
}

export type StaffSessionsRepository = ReturnType<typeof createStaffSessionsRepository>;
