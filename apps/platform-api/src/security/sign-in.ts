import type { FastifyRequest } from 'fastify';
import { ApiError } from '@nfx/errors';
import type { AccountRow } from '../db/tables/account';
import { verifyDummyPassword, verifyPassword } from './password-hash';
import { accountKeyOf, SIGN_IN_THROTTLE } from './sign-in-throttle';
import { verifyTotp } from './totp';

/** Seconds until a two-factor login may be "resent" (asked for again without a code). */
export const TWO_FACTOR_RESEND_SECONDS = 30;

export const TWO_FACTOR_MESSAGES = {
  enabled: 'two_factor_auth is enable',
  invalid: 'two_factor_auth: code is invalid',
} as const;

export interface SignInAttempt {
  login: string;
  password: string;
  code?: string;
}

/**
 * Checks credentials (and the two-factor code when the account has it on) with the throttle
 * of {@link SIGN_IN_THROTTLE}. Unknown logins and wrong passwords get the same answer after the
 * same scrypt work. Returns the signed-in account; throws a catalogue error otherwise.
 */
export async function checkSignIn(request: FastifyRequest, attempt: SignInAttempt): Promise<AccountRow> {
  const { security, accounts } = request.server.repositories;
  const ip = request.ip;
  const accountKey = accountKeyOf(attempt.login);
  const now = new Date();
  const failures = await security.countFailures(accountKey, ip, new Date(now.getTime() - SIGN_IN_THROTTLE.windowMs));
  if (failures.accountAndIp >= SIGN_IN_THROTTLE.maxFailuresPerAccountAndIp || failures.ip >= SIGN_IN_THROTTLE.maxFailuresPerIp) {
    throw new ApiError('TooManyRequests', 'Too many failed sign-in attempts, try again later');
  }

  const account = await accounts.findByLogin(attempt.login);
  const passwordOk = account?.password_hash ? await verifyPassword(attempt.password, account.password_hash) : await verifyDummyPassword(attempt.password);
  if (!account || !passwordOk) {
    await security.recordFailure(accountKey, ip, now);
    throw new ApiError('Authorization', 'Wrong login or password', { code: 'wrong_credentials' });
  }
  if (account.is_banned) throw new ApiError('UserBanned', 'User is banned');

  if (account.two_factor_enabled && account.two_factor_secret) {
    await checkSecondFactor(request, account, attempt.code, accountKey, now);
  }
  await security.clearFailures(accountKey, ip);
  return account;
}

async function checkSecondFactor(request: FastifyRequest, account: AccountRow, code: string | undefined, accountKey: string, now: Date): Promise<void> {
  const { accounts, security } = request.server.repositories;
  if (!code) {
    // The code comes from the player's authenticator app; "resend" only restarts the timer.
    const elapsed = account.two_factor_challenge_at ? Math.floor((now.getTime() - account.two_factor_challenge_at.getTime()) / 1000) : Infinity;
    let resendTime = TWO_FACTOR_RESEND_SECONDS - elapsed;
    if (resendTime <= 0) {
      await accounts.update(account.id, { two_factor_challenge_at: now });
      resendTime = TWO_FACTOR_RESEND_SECONDS;
    }
    throw new ApiError('Authorization', TWO_FACTOR_MESSAGES.enabled, { code: 'two_factor_required', resendTime });
  }
  const step = verifyTotp(account.two_factor_secret!, code, now.getTime() / 1000, account.two_factor_last_step);
  // The conditional write makes "each code accepted once" hold even for two parallel logins.
  const accepted = step !== null && (await accounts.acceptTwoFactorStep(account.id, step));
  if (!accepted) {
    await security.recordFailure(accountKey, request.ip, now);
    throw new ApiError('Authorization', TWO_FACTOR_MESSAGES.invalid, { code: 'two_factor_invalid' });
  }
}
