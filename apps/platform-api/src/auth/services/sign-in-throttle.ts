/**
 * Sign-in throttling policy (ASVS V2.2.1). Every attempt first takes a place in three counters
 * (one upsert, so concurrent attempts see each other), then is evaluated or refused:
 *
 * - Per address: 20 attempts in the window, which limits spraying many accounts from one place.
 * - Per account at an address: 5, so a player mistyping is slowed long before anyone else is.
 * - Per account from anywhere: 10, against attackers rotating addresses. From the 5th failure
 *   on, each further try waits 1, 2, 4… seconds; past 10 the account's sign-in pauses until its
 *   window ends (at most 15 minutes) and the owner gets a mail. A password reset lifts the
 *   pause, so an attacker can delay a player a little but never lock them out.
 *
 * Two-factor codes are attempts too. A success removes the account's counters and gives the
 * address its place back. Counters live in the database, so limits hold across restarts and
 * instances.
 */
export const SIGN_IN_THROTTLE = {
  windowMs: 15 * 60 * 1000,
  maxAttemptsPerIp: 20,
  maxAttemptsPerAccountAndIp: 5,
  maxAttemptsPerAccount: 10,
  delayFromFailure: 5,
  maxDelayMs: 60 * 1000,
} as const;

export interface AttemptCount {
  attempts: number;
  lockedUntil: Date | null;
}

export interface AttemptCounts {
  ip: AttemptCount;
  account: AttemptCount;
  accountAtIp: AttemptCount;
}

export function accountKeyOf(login: string): string {
  return login.trim().toLowerCase();
}

/** Counter keys of one attempt; an existing account is keyed by id, so its login, email and phone share one count. */
export function throttleKeys(account: { id: number } | undefined, login: string, ip: string) {
  const accountKey = account ? `id:${account.id}` : `login:${accountKeyOf(login)}`;
  return { ip: `ip:${ip}`, account: `account:${accountKey}`, accountAtIp: `account-ip:${accountKey}@${ip}` };
}

export type ThrottleKeys = ReturnType<typeof throttleKeys>;

/** Whether this attempt (already counted) may be evaluated. */
export function mayEvaluate(counts: AttemptCounts, now: Date): boolean {
  const policy = SIGN_IN_THROTTLE;
  if (counts.ip.attempts > policy.maxAttemptsPerIp) return false;
  if (counts.accountAtIp.attempts > policy.maxAttemptsPerAccountAndIp) return false;
  if (counts.account.attempts > policy.maxAttemptsPerAccount) return false;
  return !counts.account.lockedUntil || counts.account.lockedUntil <= now;
}

/** How long the account waits after its n-th failure in the window (0 before the threshold). */
export function delayAfterFailure(failures: number): number {
  const over = failures - SIGN_IN_THROTTLE.delayFromFailure;
  if (over < 0) return 0;
  return Math.min(1000 * 2 ** over, SIGN_IN_THROTTLE.maxDelayMs);
}

/** The attempt that pauses the account is the one that tells its owner. */
export function isBurst(counts: AttemptCounts): boolean {
  return counts.account.attempts === SIGN_IN_THROTTLE.maxAttemptsPerAccount;
}
