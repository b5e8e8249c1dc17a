/** Session lifetime (ASVS V3.3): ended after 30 idle minutes and at the latest 12 hours after sign-in. */
export const SESSION_POLICY = {
  cookieName: 'sid',
  idleTimeoutMs: 30 * 60 * 1000,
  absoluteTimeoutMs: 12 * 60 * 60 * 1000,
  /** `last_seen_at` is written at most this often, so reads stay reads. */
  touchIntervalMs: 60 * 1000,
} as const;

export function isSessionExpired(session: { created_at: Date; last_seen_at: Date }, now: Date): boolean {
  return (
    now.getTime() - session.last_seen_at.getTime() > SESSION_POLICY.idleTimeoutMs ||
    now.getTime() - session.created_at.getTime() > SESSION_POLICY.absoluteTimeoutMs
  );
}
