/**
 * Settings of the content area that operators set per deployment. Read here rather than in
 * the app config because only this area uses them.
 */
export interface ContentEnv {
  /** Overrides general info `time_to_force_logout` (seconds, 0 = off) when set to a whole number. */
  forceLogoutSeconds: number | null;
}

export function readContentEnv(env: NodeJS.ProcessEnv = process.env): ContentEnv {
  const raw = env['FORCE_LOGOUT_SECONDS']?.trim();
  const parsed = raw ? Number(raw) : Number.NaN;
  // A typo must not log every player out instantly or overflow a timer, so bad values are ignored.
  const valid = Number.isInteger(parsed) && parsed >= 0 && parsed <= 7 * 24 * 60 * 60;
  return { forceLogoutSeconds: valid ? parsed : null };
}
