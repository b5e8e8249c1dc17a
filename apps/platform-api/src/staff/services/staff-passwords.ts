import { ApiError } from '@nfx/errors';
import type { Db } from '../../db/database';
import type { MessageSender } from '../../messaging/message-sender';
import { hashPassword, verifyPassword } from '../../security/password-hash';
import { randomToken, sha256Hex } from '../../security/tokens';
import type { StaffAccount, StaffAccountsRepository } from '../repositories/staff-accounts-repository';
import type { StaffAuditLogRepository } from '../repositories/staff-audit-log-repository';
import type { StaffPasswordResetsRepository } from '../repositories/staff-password-resets-repository';
import type { StaffPrincipal, StaffSessions } from './staff-sessions';

/** A reset link is a bearer credential for the password (not for sign-in: that still needs the TOTP code): one hour. */
export const STAFF_RESET_VALID_MS = 60 * 60 * 1000;
/** At most this many reset mails to one account an hour, whoever asks: nobody can flood a colleague's mailbox. */
export const STAFF_RESETS_PER_HOUR = 3;

/** The back-office page the mailed link opens. */
export const STAFF_RESET_PAGE = '/backoffice/reset-password';

/** One message for every kind of bad link, so the answer does not tell a guesser which part was wrong. */
const invalidCode = () =>
  new ApiError('InvalidParameter', 'The password reset link is invalid, has expired or was already used', {
    code: 'staff_reset_invalid',
    invalidParameters: { code: ['validation.invalidToken'] },
  });

const usable = (account: StaffAccount | undefined): account is StaffAccount =>
  Boolean(account && account.enrolled_at && !account.disabled_at && account.password_hash && account.totp_secret);

export interface StaffPasswordsDependencies {
  accounts: StaffAccountsRepository;
  resets: StaffPasswordResetsRepository;
  sessions: StaffSessions;
  auditLog: StaffAuditLogRepository;
  mail: MessageSender;
}

/**
 * A staff member's own password: forgotten (a one-time link by mail), reset with that link, or
 * changed while signed in. Each new password ends sessions (all of them after a reset, the others
 * after a change) and writes an audit row in the same transaction. Tokens and passwords are never
 * logged or stored in clear: only a token's sha256 and the password's scrypt hash are kept.
 */
export function createStaffPasswords({ accounts, resets, sessions, auditLog, mail }: StaffPasswordsDependencies) {
  return {
    /**
     * Mails a reset link when an enrolled, active account has the email (and it was sent fewer
     * than STAFF_RESETS_PER_HOUR links this hour); answers whether a link went out, which the
     * caller must not reveal.
     */
    async forgot(db: Db, values: { email: string; backofficeOrigin: string; ip: string; now?: Date }): Promise<boolean> {
      const now = values.now ?? new Date();
      const account = await accounts.findByEmail(db, values.email);
      if (!usable(account)) return false;
      if ((await resets.countSince(db, account.id, new Date(now.getTime() - 60 * 60 * 1000))) >= STAFF_RESETS_PER_HOUR) return false;
      const token = randomToken(32);
      const link = new URL(STAFF_RESET_PAGE, values.backofficeOrigin);
      link.searchParams.set('code', token);
      await db.transaction().execute(async (trx) => {
        await resets.create(trx, {
          tokenHash: sha256Hex(token),
          staffId: account.id,
          expiresAt: new Date(now.getTime() + STAFF_RESET_VALID_MS),
          now,
        });
        await auditLog.append(trx, {
          staffId: account.id,
          role: account.role,
          action: 'staff.password_reset_requested',
          targetType: 'staff',
          targetId: account.id,
          ip: values.ip,
        });
      });
      await mail.deliver({
        channel: 'mail',
        recipient: account.email,
        subject: 'Back office password reset',
        body: `Someone asked to reset the password of your back-office account ${account.email}.\nOpen this link within one hour to choose a new password:\n${link.toString()}\n\nSigning in will still ask for the code of your authenticator app. If it was not you, ignore this message and tell an administrator.`,
        accountId: null,
      });
      return true;
    },

    /** Sets the password from a mailed link: spends it (and every other open link), ends every session of the account. */
    async reset(db: Db, values: { code: string; password: string; ip: string; now?: Date }): Promise<StaffAccount> {
      const now = values.now ?? new Date();
      const passwordHash = await hashPassword(values.password, undefined, values.ip);
      return db.transaction().execute(async (trx) => {
        const staffId = await resets.consume(trx, sha256Hex(values.code), now);
        const account = staffId === undefined ? undefined : await accounts.findById(trx, staffId);
        if (!usable(account)) throw invalidCode();
        await accounts.setPassword(trx, account.id, passwordHash);
        await resets.spendAllOf(trx, account.id, now);
        await sessions.endAllOf(trx, account.id, now);
        await auditLog.append(trx, {
          staffId: account.id,
          role: account.role,
          action: 'staff.password_reset',
          targetType: 'staff',
          targetId: account.id,
          ip: values.ip,
        });
        return { ...account, password_hash: passwordHash };
      });
    },

    /** The signed-in member's new password, after the current one: their other sessions end, this one stays. */
    async change(
      db: Db,
      values: { staff: StaffPrincipal; currentPassword: string; password: string; ip: string; now?: Date },
    ): Promise<StaffAccount> {
      const now = values.now ?? new Date();
      const account = await accounts.findById(db, values.staff.staffId);
      if (!usable(account)) throw new ApiError('Authorization', 'Staff sign-in required');
      if (!(await verifyPassword(values.currentPassword, account.password_hash!, values.ip)))
        throw new ApiError('InvalidParameter', 'The provided current password is invalid', {
          code: 'staff_current_password',
          invalidParameters: { currentPassword: ['validation.wrongField'] },
        });
      if (values.currentPassword === values.password)
        throw new ApiError('InvalidParameter', 'Your new password must be different than your current password', {
          code: 'staff_same_password',
          invalidParameters: { password: ['validation.wrongField'] },
        });
      const passwordHash = await hashPassword(values.password, undefined, values.ip);
      await db.transaction().execute(async (trx) => {
        await accounts.setPassword(trx, account.id, passwordHash);
        await resets.spendAllOf(trx, account.id, now);
        await sessions.endOthersOf(trx, account.id, values.staff.tokenHash, now);
        await auditLog.append(trx, {
          staffId: account.id,
          role: account.role,
          action: 'staff.password_changed',
          targetType: 'staff',
          targetId: account.id,
          ip: values.ip,
        });
      });
      return { ...account, password_hash: passwordHash };
    },
  };
}

export type StaffPasswords = ReturnType<typeof createStaffPasswords>;
