import { withQuery } from '@nfx/paths';

/**
 * Spec §2/§6 route guard, as a pure decision so every case is a table row in its test.
 * Matching is by path segment: `/profile/settings` and `/cashier/deposit` are guarded, while a
 * CMS slug page such as `/profile-tips` (one unknown segment) is not.
 */
export const GUARDED_SEGMENTS = ['bets', 'cashier', 'profile', 'responsible-game'] as const;

/**
 * Single segments that are real entries rather than catch-all slug pages. `/bets` alone is not
 * listed: only `/bets/{anything}` is an entry (spec §2), so `/bets` is a slug page.
 */
const GUARDED_ENTRIES = new Set(['cashier', 'profile', 'responsible-game']);

export const REDIRECT_URL_PARAM = 'redirectUrl';
export const REAL_MODE_HASH = '#real';

export interface GuardInput {
  /** Path without the locale prefix, e.g. `/profile/settings`. */
  pathWithoutLocale: string;
  /** Full path as in the address bar (with locale prefix, query and hash): what redirectUrl keeps. */
  fullPath: string;
  hash: string;
  isAuthenticated: boolean;
  /** True until the session is known; a guarded page then waits rather than flashing. */
  isSessionLoading: boolean;
}

export type GuardDecision =
  | { type: 'allow' }
  | { type: 'wait' }
  /** Go home with `redirectUrl` and open sign-in. */
  | { type: 'signIn'; redirectUrl: string }
  /** Stay, open registration; closing it returns home. */
  | { type: 'register' };

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

export function isGuardedPath(pathWithoutLocale: string): boolean {
  const segments = segmentsOf(pathWithoutLocale);
  if (segments.length === 0) return false;
  const [first] = segments;
  if (segments.length === 1 && first && !GUARDED_ENTRIES.has(first)) return false;
  return segments.some((segment) => (GUARDED_SEGMENTS as readonly string[]).includes(segment));
}

export function isRealGamePath(pathWithoutLocale: string, hash: string): boolean {
  const segments = segmentsOf(pathWithoutLocale);
  return segments.length === 2 && segments[0] === 'game' && hash === REAL_MODE_HASH;
}

export function decideGuard(input: GuardInput): GuardDecision {
  const guarded = isGuardedPath(input.pathWithoutLocale);
  const realGame = isRealGamePath(input.pathWithoutLocale, input.hash);
  if (!guarded && !realGame) return { type: 'allow' };
  if (input.isSessionLoading) return guarded ? { type: 'wait' } : { type: 'allow' };
  if (input.isAuthenticated) return { type: 'allow' };
  return guarded ? { type: 'signIn', redirectUrl: input.fullPath } : { type: 'register' };
}

/** `/{locale}/?redirectUrl=…` — the full path travels encoded as one value. */
export function homeWithRedirect(homePath: string, redirectUrl: string): string {
  return withQuery(homePath, { [REDIRECT_URL_PARAM]: redirectUrl });
}
