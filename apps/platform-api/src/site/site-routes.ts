/**
 * Which paths are pages of the site (spec §2), after the locale segment is removed. The server
 * answers 404 for the rest so crawlers and players get a real not-found status.
 */
const topLevelPages = new Set([
  'offers', 'betting', 'loyalty', 'support', 'winners', 'gamehall', 'jackpots', 'providers', 'promotions', 'tournaments',
  'unsubscribe', 'confirmation', '_icons', 'responsible-game', 'bets', 'game', 'forms', 'cashier', 'profile',
  'reset-password', 'maintenance', 'forbidden', 'user-block',
]);

/** Sections whose subpaths are resolved by their owner (a remote or the shell's router). */
const sectionsWithChildren = new Set([
  'offers', 'promotions', 'tournaments', 'jackpots', 'game', 'gamehall', 'loyalty', 'confirmation', 'cashier', 'profile', 'bets', 'forms',
]);

export type PageKind = 'page' | 'slug' | 'not-found';

export function classifyPath(pathWithoutLocale: string): PageKind {
  const segments = pathWithoutLocale.split('/').filter(Boolean);
  if (segments.length === 0) return 'page';
  const [first] = segments as [string, ...string[]];
  if (topLevelPages.has(first)) return segments.length === 1 || sectionsWithChildren.has(first) ? 'page' : 'not-found';
  // An unknown single segment is a CMS slug page; an unknown deeper path is not found.
  return segments.length === 1 ? 'slug' : 'not-found';
}
