import type { FastifyRequest } from 'fastify';
import { ApiError } from '@nfx/errors';
import type { AccountRow } from '../../db/tables/account';
import { verifyDummyPassword, verifyPassword } from '../../security/password-hash';
import { verifyTotp } from '../../security/totp';
import { TWO_FACTOR_MESSAGES } from '../../security/two-factor-messages';
import type { SignInCountersRepository } from '../repositories/sign-in-counters-repository';
import {
  type AttemptCounts,
  delayAfterFailure,
  isBurst,
  mayEvaluate,
  SIGN_IN_THROTTLE,
  throttleKeys,
  type ThrottleKeys,
} from './sign-in-throttle';

/** Seconds until a two-factor login may be "resent" (asked for again without a code). */
export const TWO_FACTOR_RESEND_SECONDS = 30;

export interface SignInAttempt {
  login: string;
  password: string;
  code?: string;
}

const tooMany = () => new ApiError('TooManyRequests', 'Too many failed sign-in attempts, try again later');

/**
 * Checks credentials (and the two-factor code when the account has it on) under the throttle
 * of {@link SIGN_IN_THROTTLE}. Unknown logins and wrong passwords get the same answer after the
 * same scrypt work and the same counting. Returns the signed-in account; throws a catalogue
 * error otherwise.
 */
export async function checkSignIn(
  request: FastifyRequest,
  counters: SignInCountersRepository,
  attempt: SignInAttempt,
): Promise<AccountRow> {
  const ip = request.ip;
  const now = new Date();
  const account = await request.server.players.findByLogin(attempt.login);
  const keys = throttleKeys(account, attempt.login, ip);
  const counts = await countAttempt(counters, keys, now);
  if (!mayEvaluate(counts, now)) throw tooMany();

  let passwordOk: boolean;
  try {
    passwordOk = account?.password_hash
      ? await verifyPassword(attempt.password, account.password_hash, ip)
      : await verifyDummyPassword(attempt.password, ip);
  } catch (error) {
    // Refused by the busy hash pool: nothing was evaluated, so the attempt is given back.
    await counters.giveBack([keys.ip, keys.account, keys.accountAtIp]);
    throw error;
  }
  if (!account || !passwordOk) {
    // The wait runs from the moment the failure is known, not from the attempt's arrival: a hash
    // that took longer than the wait (a busy machine) must not let the next try straight in.
    await recordFailure(counters, keys, counts, new Date());
    if (isBurst(counts) && account) await tellOwnerOfBurst(request, account);
    throw new ApiError('Authorization', 'Wrong login or password', { code: 'wrong_credentials' });
  }
  if (account.is_banned) throw new ApiError('UserBanned', 'User is banned', { errorData: { type: 'banned' } });

  // Deliberately not gated by the CMS flag isTwoFAEnable: switching the feature off hides its
  // settings and refuses its setup calls, but an account that has a second factor keeps being
  // asked for it. A flag must never let anyone skip a factor the player turned on.
  if (account.two_factor_enabled && account.two_factor_secret) {
    await checkSecondFactor(request, counters, account, attempt.code, { keys, counts, now });
  }
  await counters.clear([keys.account, keys.accountAtIp]);
  await counters.giveBack([keys.ip]);
  return account;
}

async function countAttempt(counters: SignInCountersRepository, keys: ThrottleKeys, now: Date): Promise<AttemptCounts> {
  const counted = await counters.countAttempt(
    [keys.ip, keys.account, keys.accountAtIp],
    now,
    new Date(now.getTime() - SIGN_IN_THROTTLE.windowMs),
  );
  const read = (key: string) => counted.get(key) ?? { attempts: 0, lockedUntil: null };
  return { ip: read(keys.ip), account: read(keys.account), accountAtIp: read(keys.accountAtIp) };
}

async function recordFailure(counters: SignInCountersRepository, keys: ThrottleKeys, counts: AttemptCounts, now: Date): Promise<void> {
  const delay = delayAfterFailure(counts.account.attempts);
  if (delay > 0) await counters.lockUntil(keys.account, new Date(now.getTime() + delay));
}

/**
 * The mail goes to the account's owner, never to the person typing; a failure to send must
 * not turn the attacker's answer into something different from a plain refusal.
 */
async function tellOwnerOfBurst(request: FastifyRequest, account: AccountRow): Promise<void> {
  if (!account.email) return;
  try {
    await request.server.messageSender.deliver({
      channel: 'mail',
      recipient: account.email,
      subject: 'Sign-in attempts on your account',
      body: `There were ${SIGN_IN_THROTTLE.maxAttemptsPerAccount} failed attempts to sign in to your account ${account.login} in the last few minutes, so we paused sign-in for up to 15 minutes.\n\nIf this was not you, nothing was taken, but consider choosing a new password with "Forgot password": a reset also lifts the pause at once.`,
      accountId: account.id,
    });
  } catch (error) {
    request.log.warn({ err: error }, 'could not send the sign-in burst notice');
  }
}

/** The attempt being evaluated: its counter keys, its counts and its time. */
interface Attempt {
  keys: ThrottleKeys;
  counts: AttemptCounts;
  now: Date;
}

async function checkSecondFactor(
  request: FastifyRequest,
  counters: SignInCountersRepository,
  account: AccountRow,
  code: string | undefined,
  { keys, counts, now }: Attempt,
): Promise<void> {
  const { players } = request.server;
  if (!code) {
    // The password was right and no code was tried: this step does not use up an attempt.
    await counters.giveBack([keys.ip, keys.account, keys.accountAtIp]);
    // The code comes from the player's authenticator app; "resend" only restarts the timer.
    const elapsed = account.two_factor_challenge_at
      ? Math.floor((now.getTime() - account.two_factor_challenge_at.getTime()) / 1000)
      : Infinity;
    let resendTime = TWO_FACTOR_RESEND_SECONDS - elapsed;
    if (resendTime <= 0) {
      await players.update(account.id, { two_factor_challenge_at: now });
      resendTime = TWO_FACTOR_RESEND_SECONDS;
    }
    throw new ApiError('Authorization', TWO_FACTOR_MESSAGES.enabled, { code: 'two_factor_required', resendTime });
  }
  const step = verifyTotp(account.two_factor_secret!, code, now.getTime() / 1000, account.two_factor_last_step);
  // The conditional write makes "each code accepted once" hold even for two parallel logins.
  const accepted = step !== null && (await players.acceptTwoFactorStep(account.id, step));
  if (!accepted) {
    await recordFailure(counters, keys, counts, now);
    if (isBurst(counts)) await tellOwnerOfBurst(request, account);
    throw new ApiError('Authorization', TWO_FACTOR_MESSAGES.invalid, { code: 'two_factor_invalid' });
  }
}
