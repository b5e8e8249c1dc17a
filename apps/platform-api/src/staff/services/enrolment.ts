import { ApiError } from '@nfx/errors';
import * as v from 'valibot';
import { staffPasswordRule } from '@nfx/validation';
import type { Db } from '../../db/database';
import { hashPassword } from '../../security/password-hash';
import { randomToken, sha256Hex } from '../../security/tokens';
import { generateTotpSecret, otpauthUrl, verifyTotp } from '../../security/totp';
import type { StaffRole } from '../permissions';
import type { StaffAccount, StaffAccountsRepository } from '../repositories/staff-accounts-repository';

/** An enrolment link is a bearer credential for a new account: one day, then ask for another. */
export const ENROLMENT_VALID_MS = 24 * 60 * 60 * 1000;

const TOTP_ISSUER = 'NFX back office';

/** One message for every kind of bad link, so the answer does not tell a guesser which part was wrong. */
function invalidLink(): ApiError {
  return new ApiError('InvalidParameter', 'The enrolment link is invalid or has expired', { code: 'staff_enrolment_invalid' });
}

export function createStaffEnrolment(accounts: StaffAccountsRepository) {
  return {
    /** A new account without a password, and its one-time link. The token is only in the answer. */
    async createAccount(
      db: Db,
      values: { email: string; role: StaffRole; createdBy: number | null; publicOrigin: string; now?: Date },
    ): Promise<{ account: StaffAccount; enrolmentUrl: string }> {
      const now = values.now ?? new Date();
      if (await accounts.findByEmail(db, values.email)) {
        throw new ApiError('InvalidParameter', 'A staff account with this email exists', { invalidParameters: { email: ['exists'] } });
      }
      const account = await accounts.create(db, { email: values.email, role: values.role, createdBy: values.createdBy });
      const token = randomToken(32);
      await accounts.addEnrolment(db, {
        tokenHash: sha256Hex(token),
        staffId: account.id,
        expiresAt: new Date(now.getTime() + ENROLMENT_VALID_MS),
      });
      const url = new URL('/backoffice/enrol', values.publicOrigin);
      url.searchParams.set('token', token);
      return { account, enrolmentUrl: url.toString() };
    },

    /** Whether the link is still open (unspent, unexpired, its account neither disabled nor enrolled); changes nothing. */
    async isOpen(db: Db, token: string, now = new Date()): Promise<boolean> {
      const enrolment = await accounts.findEnrolment(db, sha256Hex(token), now);
      const account = enrolment && (await accounts.findById(db, enrolment.staff_id));
      return Boolean(account && !account.disabled_at && !account.enrolled_at);
    },

    /**
     * Step one: sets the password and a fresh TOTP secret, answered once so the authenticator
     * app can scan it. The link stays open until step two proves the app holds the secret;
     * repeating step one replaces both (a lost phone before confirming costs nothing).
     */
    async enrol(db: Db, values: { token: string; password: string; now?: Date }): Promise<{ totpSecret: string; otpauthUri: string }> {
      const parsed = v.safeParse(staffPasswordRule(), values.password);
      if (!parsed.success)
        throw new ApiError('InvalidParameter', 'Invalid password', { invalidParameters: { password: [parsed.issues[0].message] } });
      return db.transaction().execute(async (trx) => {
        const enrolment = await accounts.openEnrolment(trx, sha256Hex(values.token), values.now ?? new Date());
        const account = enrolment && (await accounts.findById(trx, enrolment.staff_id));
        if (!account || account.disabled_at || account.enrolled_at) throw invalidLink();
        const totpSecret = generateTotpSecret();
        await accounts.setCredentials(trx, account.id, { passwordHash: await hashPassword(values.password), totpSecret });
        return { totpSecret, otpauthUri: otpauthUrl(totpSecret, account.email, TOTP_ISSUER) };
      });
    },

    /** Step two: a code from the authenticator app spends the link; only then can the account sign in. */
    async confirm(db: Db, values: { token: string; code: string; now?: Date }): Promise<StaffAccount> {
      const now = values.now ?? new Date();
      return db.transaction().execute(async (trx) => {
        const tokenHash = sha256Hex(values.token);
        const enrolment = await accounts.openEnrolment(trx, tokenHash, now);
        const account = enrolment && (await accounts.findById(trx, enrolment.staff_id));
        if (!account || account.disabled_at || account.enrolled_at) throw invalidLink();
        if (!account.password_hash || !account.totp_secret) throw invalidLink();
        if (verifyTotp(account.totp_secret, values.code, Math.floor(now.getTime() / 1000), null) === null) {
          throw new ApiError('InvalidParameter', 'Invalid code', { invalidParameters: { code: ['invalid'] } });
        }
        await accounts.spendEnrolment(trx, tokenHash, now);
        await accounts.markEnrolled(trx, account.id, now);
        return { ...account, enrolled_at: now };
      });
    },
  };
}

export type StaffEnrolment = ReturnType<typeof createStaffEnrolment>;
