import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { StaffAccountsTable } from '../../db/tables/staff';
import type { StaffRole } from '../permissions';

export type StaffAccount = Selectable<StaffAccountsTable>;

/** Staff accounts and their one-time enrolment links (only the links' sha256 is stored). */
export function createStaffAccountsRepository() {
  return {
    async create(db: Db, values: { email: string; role: StaffRole; createdBy: number | null }): Promise<StaffAccount> {
      return db
        .insertInto('staff_accounts')
        .values({ email: values.email, role: values.role, created_by: values.createdBy })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async findByEmail(db: Db, email: string): Promise<StaffAccount | undefined> {
      return db
        .selectFrom('staff_accounts')
        .selectAll()
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
        .executeTakeFirst();
    },

    /** Every staff account, oldest first. */
    async list(db: Db): Promise<StaffAccount[]> {
      return db.selectFrom('staff_accounts').selectAll().orderBy('id').execute();
    },

    /** Disables an active account; its id, email and role, or undefined when none was active with that id. */
    async disable(db: Db, id: number, now: Date) {
      return db
        .updateTable('staff_accounts')
        .set({ disabled_at: now })
        .where('id', '=', id)
        .where('disabled_at', 'is', null)
        .returning(['id', 'email', 'role'])
        .executeTakeFirst();
    },

    async findById(db: Db, id: number): Promise<StaffAccount | undefined> {
      return db.selectFrom('staff_accounts').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async addEnrolment(db: Db, values: { tokenHash: string; staffId: number; expiresAt: Date }): Promise<void> {
      await db
        .insertInto('staff_enrolments')
        .values({ token_hash: values.tokenHash, staff_id: values.staffId, expires_at: values.expiresAt })
        .execute();
    },

    /** The unspent, unexpired link, locked so two confirmations of one link cannot both win. */
    async openEnrolment(db: Db, tokenHash: string, now: Date) {
      return db
        .selectFrom('staff_enrolments')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .forUpdate()
        .executeTakeFirst();
    },

    /** The unspent, unexpired link, read without a lock (a check that changes nothing). */
    async findEnrolment(db: Db, tokenHash: string, now: Date) {
      return db
        .selectFrom('staff_enrolments')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
    },

    async spendEnrolment(db: Db, tokenHash: string, now: Date): Promise<void> {
      await db.updateTable('staff_enrolments').set({ used_at: now }).where('token_hash', '=', tokenHash).execute();
    },

    async setCredentials(db: Db, staffId: number, values: { passwordHash: string; totpSecret: string }): Promise<void> {
      await db
        .updateTable('staff_accounts')
        .set({ password_hash: values.passwordHash, totp_secret: values.totpSecret })
        .where('id', '=', staffId)
        .execute();
    },

    /**
     * Records a sign-in's TOTP step unless an equal or later one already was; true when recorded.
     * The conditional write keeps "each code once" true for parallel sign-ins too.
     */
    async acceptTotpStep(db: Db, staffId: number, step: number): Promise<boolean> {
      const result = await db
        .updateTable('staff_accounts')
        .set({ totp_last_step: step })
        .where('id', '=', staffId)
        .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** A new password (reset or change); the TOTP secret stays. */
    async setPassword(db: Db, staffId: number, passwordHash: string): Promise<void> {
      await db.updateTable('staff_accounts').set({ password_hash: passwordHash }).where('id', '=', staffId).execute();
    },

    async markEnrolled(db: Db, staffId: number, now: Date): Promise<void> {
      await db.updateTable('staff_accounts').set({ enrolled_at: now }).where('id', '=', staffId).execute();
    },
  };
}

export type StaffAccountsRepository = ReturnType<typeof createStaffAccountsRepository>;
