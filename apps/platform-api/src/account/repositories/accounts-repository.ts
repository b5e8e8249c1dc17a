import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { AccountRow, AccountUpdate, NewAccount } from '../../db/tables/account';
import type { TtlCache } from './read-cache';

export interface AccountsRepositoryOptions {
  /** Rows by id; reads use it only outside transactions (a transaction may still roll back). */
  cache: TtlCache<number, AccountRow>;
  inTransaction: boolean;
}

export function createAccountsRepository(db: Db, { cache, inTransaction }: AccountsRepositoryOptions) {
  return {
    async findById(id: number): Promise<AccountRow | undefined> {
      if (!inTransaction) {
        const cached = cache.get(id);
        if (cached) return cached;
      }
      const row = await db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
      if (row && !inTransaction) cache.set(id, row);
      return row;
    },

    /** For writers outside this repository (e.g. the cashier crediting a balance with its own SQL). */
    forget(id: number): void {
      cache.delete(id);
    },

    /** A login may be the account's login, its email or its phone number (case-insensitive). */
    findByLogin(login: string): Promise<AccountRow | undefined> {
      const key = login.trim().toLowerCase();
      return db
        .selectFrom('accounts')
        .selectAll()
        .where((eb) => eb.or([eb(sql`lower(login)`, '=', key), eb(sql`lower(email)`, '=', key), eb('mobile', '=', key)]))
        .orderBy('id')
        .executeTakeFirst();
    },

    /** Which of the given identifiers already belong to some account (registration uniqueness). */
    async takenIdentifiers(
      candidate: { login?: string; email?: string; mobile?: string },
      exceptAccountId?: number,
    ): Promise<Array<'login' | 'email' | 'mobile'>> {
      const taken: Array<'login' | 'email' | 'mobile'> = [];
      const exists = async (column: 'login' | 'email', value: string) => {
        let query = db
          .selectFrom('accounts')
          .select('id')
          .where(sql`lower(${sql.ref(column)})`, '=', value.toLowerCase());
        if (exceptAccountId) query = query.where('id', '<>', exceptAccountId);
        return Boolean(await query.executeTakeFirst());
      };
      if (candidate.login && (await exists('login', candidate.login))) taken.push('login');
      if (candidate.email && (await exists('email', candidate.email))) taken.push('email');
      if (candidate.mobile) {
        let query = db.selectFrom('accounts').select('id').where('mobile', '=', candidate.mobile);
        if (exceptAccountId) query = query.where('id', '<>', exceptAccountId);
        if (await query.executeTakeFirst()) taken.push('mobile');
      }
      return taken;
    },

    async create(account: NewAccount): Promise<AccountRow> {
      return db.insertInto('accounts').values(account).returningAll().executeTakeFirstOrThrow();
    },

    async update(id: number, changes: AccountUpdate): Promise<void> {
      cache.delete(id);
      await db
        .updateTable('accounts')
        .set({ ...changes, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
    },

    /**
     * Records a TOTP step as used unless an equal or later one already was; true when recorded.
     * The conditional write makes "each code accepted once" hold even for parallel requests.
     */
    async acceptTwoFactorStep(id: number, step: number): Promise<boolean> {
      cache.delete(id);
      const result = await db
        .updateTable('accounts')
        .set({ two_factor_last_step: step })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('two_factor_last_step', 'is', null), eb('two_factor_last_step', '<', step)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Sets the currency only while the account has no deposits, in one statement; true when set. */
    async setCurrencyIfNoDeposits(id: number, currency: string): Promise<boolean> {
      cache.delete(id);
      const result = await db
        .updateTable('accounts')
        .set({ currency, updated_at: new Date() })
        .where('id', '=', id)
        .where('has_deposits', '=', false)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    findByUnsubscribeTokenHash(tokenHash: string): Promise<AccountRow | undefined> {
      return db.selectFrom('accounts').selectAll().where('unsubscribe_token_hash', '=', tokenHash).executeTakeFirst();
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
