import type { Db } from '../db/database';

export interface SessionLookup {
  account_id: number;
  created_at: Date;
  last_seen_at: Date;
  is_banned: boolean;
}

export function createSessionsRepository(db: Db) {
  return {
    async create(session: { tokenHash: string; accountId: number; ip: string | null; userAgent: string | null; now: Date }): Promise<void> {
      await db
        .insertInto('sessions')
        .values({
          token_hash: session.tokenHash,
          account_id: session.accountId,
          created_at: session.now,
          last_seen_at: session.now,
          ip: session.ip,
          user_agent: session.userAgent?.slice(0, 512) ?? null,
        })
        .execute();
    },

    /** One round trip per request: the session and whether its account may still use it. */
    find(tokenHash: string): Promise<SessionLookup | undefined> {
      return db
        .selectFrom('sessions')
        .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
        .select(['sessions.account_id', 'sessions.created_at', 'sessions.last_seen_at', 'accounts.is_banned'])
        .where('sessions.token_hash', '=', tokenHash)
        .executeTakeFirst();
    },

    async touch(tokenHash: string, now: Date): Promise<void> {
      await db.updateTable('sessions').set({ last_seen_at: now }).where('token_hash', '=', tokenHash).execute();
    },

    async delete(tokenHash: string): Promise<void> {
      await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    },

    /** Ends every session of an account, optionally keeping the caller's own. */
    async deleteForAccount(accountId: number, exceptTokenHash?: string): Promise<void> {
      let query = db.deleteFrom('sessions').where('account_id', '=', accountId);
      if (exceptTokenHash) query = query.where('token_hash', '<>', exceptTokenHash);
      await query.execute();
    },

    async deleteExpired(idleBefore: Date, createdBefore: Date): Promise<void> {
      await db
        .deleteFrom('sessions')
        .where((eb) => eb.or([eb('last_seen_at', '<', idleBefore), eb('created_at', '<', createdBefore)]))
        .execute();
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
