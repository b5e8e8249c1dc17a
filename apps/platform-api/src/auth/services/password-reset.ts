/** A reset link works for an hour. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/**
 * restore answers no sooner than this, whether or not it found an account: the lookup, the
 * token and the mail take a few milliseconds more for a known address, and that difference
 * alone would tell a prober which addresses are registered.
 */
export const RESTORE_ANSWER_FLOOR_MS = 120;

export async function answerNoSoonerThan(startedAt: number, floorMs: number): Promise<void> {
  const wait = startedAt + floorMs - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
