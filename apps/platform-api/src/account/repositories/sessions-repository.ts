import type { Db } from '../../db/database';
import type { SessionRow } from '../../db/tables/account';
import type { TtlCache } from './read-cache';

export interface SessionLookup {
  account_id: number;
  created_at: Date;
  last_seen_at: Date;
  is_banned: boolean;
}

/** Sessions that ended, named by token hash, or every session of an account (a ban). */
export interface EndedSessions {
  tokenHashes?: string[];
  accountIds?: number[];
}

export interface SessionsRepositoryOptions {
  cache: TtlCache<string, SessionLookup>;
  inTransaction: boolean;
  /**
   * Tells the other instances to drop these sessions from their caches (see
   * `session-revocation.ts`); inside a transaction it is held until the commit.
   */
  announce(ended: EndedSessions): Promise<void>;
}

export function createSessionsRepository(db: Db, { cache, inTransaction, announce }: SessionsRepositoryOptions) {
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
    async find(tokenHash: string): Promise<SessionLookup | undefined> {
      if (!inTransaction) {
        const cached = cache.get(tokenHash);
        if (cached) return cached;
      }
      const row = await db
        .selectFrom('sessions')
        .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
        .select(['sessions.account_id', 'sessions.created_at', 'sessions.last_seen_at', 'accounts.is_banned'])
        .where('sessions.token_hash', '=', tokenHash)
        .executeTakeFirst();
      if (row && !inTransaction) cache.set(tokenHash, row);
      return row;
    },

    /** For writers outside this repository (an admin ban, a direct SQL update). */
    async forgetAccount(accountId: number): Promise<void> {
      cache.deleteWhere((session) => session.account_id === accountId);
      await announce({ accountIds: [accountId] });
    },

    async touch(tokenHash: string, now: Date): Promise<void> {
      const cached = cache.get(tokenHash);
      if (cached) cached.last_seen_at = now;
      await db.updateTable('sessions').set({ last_seen_at: now }).where('token_hash', '=', tokenHash).execute();
    },

    async delete(tokenHash: string): Promise<void> {
      cache.delete(tokenHash);
      await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
      await announce({ tokenHashes: [tokenHash] });
    },

    /** Ends every session of an account, optionally keeping the caller's own; resolves to how many ended. */
    async deleteForAccount(accountId: number, exceptTokenHash?: string): Promise<number> {
      cache.deleteWhere((session) => session.account_id === accountId);
      let query = db.deleteFrom('sessions').where('account_id', '=', accountId);
      if (exceptTokenHash) query = query.where('token_hash', '<>', exceptTokenHash);
      const deleted = await query.returning('token_hash').execute();
      const tokenHashes = deleted.map((row) => row.token_hash);
      if (tokenHashes.length > 0) await announce({ tokenHashes });
      return tokenHashes.length;
    },

    /** The account's sessions, newest activity first. */
    listForAccount(accountId: number): Promise<SessionRow[]> {
      return db
        .selectFrom('sessions')
        .selectAll()
        .where('account_id', '=', accountId)
        .orderBy('last_seen_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /** Ends one session of the account by its list id; false when the account has no such session. */
    async deleteById(accountId: number, id: number): Promise<boolean> {
      const deleted = await db
        .deleteFrom('sessions')
        .where('account_id', '=', accountId)
        .where('id', '=', id)
        .returning('token_hash')
        .executeTakeFirst();
      if (!deleted) return false;
      cache.delete(deleted.token_hash);
      await announce({ tokenHashes: [deleted.token_hash] });
      return true;
    },

    async deleteExpired(idleBefore: Date, createdBefore: Date): Promise<void> {
      cache.deleteWhere((session) => session.last_seen_at < idleBefore || session.created_at < createdBefore);
      await db
        .deleteFrom('sessions')
        .where((eb) => eb.or([eb('last_seen_at', '<', idleBefore), eb('created_at', '<', createdBefore)]))
        .execute();
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
