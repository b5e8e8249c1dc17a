/**
 * Sign-in throttling policy (ASVS V2.2.1).
 *
 * - Per account AND IP: 5 failures in 15 minutes block further tries of that login from that
 *   address. Keying by account+IP (not by account alone) means nobody can lock a player out
 *   by failing on purpose from elsewhere: the player's own address stays usable.
 * - Per IP: 20 failures in 15 minutes block any login from that address, which limits
 *   password spraying across many accounts.
 * - A successful login clears the account+IP failures.
 *
 * Failures are stored in the database, so the limits hold across restarts and instances.
 */
export const SIGN_IN_THROTTLE = {
  windowMs: 15 * 60 * 1000,
  maxFailuresPerAccountAndIp: 5,
  maxFailuresPerIp: 20,
} as const;

export function accountKeyOf(login: string): string {
  return login.trim().toLowerCase();
}
