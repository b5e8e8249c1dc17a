import { ApiError } from '@nfx/errors';
import type { Db } from '../../db/database';
import type { SignInCountersRepository } from '../../auth/repositories/sign-in-counters-repository';
import { delayAfterFailure, mayEvaluate, SIGN_IN_THROTTLE, throttleKeys } from '../../auth/services/sign-in-throttle';
import { verifyDummyPassword, verifyPassword } from '../../security/password-hash';
import { verifyTotp } from '../../security/totp';
import type { StaffAccount, StaffAccountsRepository } from '../repositories/staff-accounts-repository';

/** One answer for every failure, so the response never tells which of email, password or code was wrong. */
const refused = () => new ApiError('Authorization', 'Wrong email, password or code', { code: 'wrong_credentials' });

/**
 * Staff sign-in: password and TOTP code together, under the players' throttle (the same counters
 * table and policy, keys prefixed `staff:` so the two never share a count). An unknown email does
 * the same scrypt work as a known one. Accounts not yet enrolled or disabled cannot sign in. Each
 * code signs in once: a second sign-in within its 30 seconds waits for the next code.
 */
export function createStaffSignIn(accounts: StaffAccountsRepository, counters: SignInCountersRepository) {
  return async function signIn(db: Db, attempt: { email: string; password: string; code: string; ip: string }): Promise<StaffAccount> {
    const now = new Date();
    const account = await accounts.findByEmail(db, attempt.email);
    const keys = throttleKeys(account, `staff:${attempt.email}`, `staff:${attempt.ip}`);
    const scoped = { ip: keys.ip, account: `staff-${keys.account}`, accountAtIp: `staff-${keys.accountAtIp}` };
    const counted = await counters.countAttempt(
      [scoped.ip, scoped.account, scoped.accountAtIp],
      now,
      new Date(now.getTime() - SIGN_IN_THROTTLE.windowMs),
    );
    const read = (key: string) => counted.get(key) ?? { attempts: 0, lockedUntil: null };
    const counts = { ip: read(scoped.ip), account: read(scoped.account), accountAtIp: read(scoped.accountAtIp) };
    if (!mayEvaluate(counts, now)) throw new ApiError('TooManyRequests', 'Too many sign-in attempts; try again later');

    const usable = account && account.password_hash && account.totp_secret && account.enrolled_at && !account.disabled_at;
    const passwordOk = usable
      ? await verifyPassword(attempt.password, account.password_hash!, attempt.ip)
      : await verifyDummyPassword(attempt.password, attempt.ip);
    const step =
      usable && passwordOk
        ? verifyTotp(account.totp_secret!, attempt.code, Math.floor(now.getTime() / 1000), account.totp_last_step)
        : null;
    // A code already spent by an earlier sign-in counts as a wrong one.
    const codeOk = step !== null && (await accounts.acceptTotpStep(db, account!.id, step));
    if (!usable || !codeOk) {
      const delay = delayAfterFailure(counts.account.attempts);
      if (delay > 0) await counters.lockUntil(scoped.account, new Date(Date.now() + delay));
      throw refused();
    }
    await counters.clear([scoped.account, scoped.accountAtIp]);
    await counters.giveBack([scoped.ip]);
    return account;
  };
}

export type StaffSignIn = ReturnType<typeof createStaffSignIn>;
