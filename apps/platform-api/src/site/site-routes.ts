/**
 * Which paths are pages of the site (spec §2), after the locale segment is removed. The server
 * answers 404 for the rest so crawlers and players get a real not-found status.
 */
const topLevelPages = new Set([
  'offers', 'betting', 'loyalty', 'support', 'winners', 'gamehall', 'jackpots', 'providers', 'promotions', 'tournaments',
  'unsubscribe', 'confirmation', '_icons', 'responsible-game', 'bets', 'game', 'forms', 'cashier', 'profile',
  'reset-password', 'maintenance', 'forbidden', 'user-block',
]);

/**
 * Sections whose subpaths are resolved by their owner (a remote or the shell's router).
 * `/gamehall/{id}` is redirected before classification, so the game hall has no subpaths.
 */
const sectionsWithChildren = new Set(['offers', 'promotions', 'tournaments', 'jackpots', 'game', 'loyalty', 'confirmation', 'cashier', 'profile', 'bets', 'forms']);

export type PageKind = 'page' | 'slug' | 'not-found';

export function classifyPath(pathWithoutLocale: string): PageKind {
  const segments = pathWithoutLocale.split('/').filter(Boolean);
  if (segments.length === 0) return 'page';
  const [first] = segments as [string, ...string[]];
  if (topLevelPages.has(first)) return segments.length === 1 || sectionsWithChildren.has(first) ? 'page' : 'not-found';
  // An unknown single segment is a CMS slug page; an unknown deeper path is not found.
  return segments.length === 1 ? 'slug' : 'not-found';
}

/** System pages (spec §2) by the key of their texts in the `system` message namespace. */
export type SystemPage =
  | 'maintenance' | 'forbidden' | 'userBlock' | 'unsubscribe' | 'notFound'
  | 'payCancel' | 'payFail' | 'payMobile' | 'payNewWindow' | 'payPending' | 'paySuccess';

const systemPaths: Array<[RegExp, SystemPage]> = [
  [/^\/maintenance$/, 'maintenance'],
  [/^\/forbidden$/, 'forbidden'],
  [/^\/user-block$/, 'userBlock'],
  [/^\/unsubscribe$/, 'unsubscribe'],
  [/^\/cashier\/paycancel$/, 'payCancel'],
  [/^\/cashier\/paymobile$/, 'payMobile'],
  [/^\/cashier\/paynewwindow$/, 'payNewWindow'],
  [/^\/cashier\/payfail\/[^/]+$/, 'payFail'],
  [/^\/cashier\/paypending\/[^/]+$/, 'payPending'],
  [/^\/cashier\/paysuccess\/[^/]+$/, 'paySuccess'],
];

/** The system page a path shows, if any: its head comes from the page's texts and is never indexed. */
export function systemPageOf(pathWithoutLocale: string): SystemPage | null {
  return systemPaths.find(([pattern]) => pattern.test(pathWithoutLocale))?.[1] ?? null;
}
