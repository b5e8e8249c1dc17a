/**
 * Which paths are pages of the site (spec §2), after the locale segment is removed and the
 * built-in redirects have run. The table mirrors the client's routers (the shell's LocaleRoot,
 * each remote's RemoteRoutes): a path the client would answer with its not-found page is not
 * found here either, so the server can say 404 instead of 200.
 */

/** Detail pages whose id or sysname must name something that exists (see detail-lookups.ts). */
export type DetailSection = 'game' | 'tournament' | 'jackpot' | 'promotion' | 'offer' | 'loyalty';

export type PageRoute =
  | { kind: 'page' }
  | { kind: 'slug' }
  /** `key` is the path segment as requested, still percent-encoded. */
  | { kind: 'detail'; section: DetailSection; key: string }
  | { kind: 'not-found' };

/**
 * `:name` matches one segment (`:key` is the one a detail page looks up), `*` the rest of the
 * path. First match wins, so fixed children (`loyalty/shop`) come before parameters.
 */
const routes: ReadonlyArray<readonly [pattern: string, section?: DetailSection]> = [
  // Shell pages. The spec names them although some have no client page yet (other issues build them).
  ['betting'],
  ['support'],
  ['unsubscribe'],
  ['_icons'],
  ['maintenance'],
  ['forbidden'],
  ['user-block'],
  ['confirmation'],
  ['confirmation/success'],
  ['offers'],
  ['offers/:key', 'offer'],
  ['promotions'],
  ['promotions/:key', 'promotion'],
  // Spec §2: entries without a page of their own; the route guard acts on them.
  ['responsible-game'],
  ['bets'],
  ['bets/*'],
  // The casino remote.
  ['gamehall'],
  ['providers'],
  ['winners'],
  ['game/:key', 'game'],
  ['jackpots'],
  ['jackpots/:key', 'jackpot'],
  ['tournaments'],
  ['tournaments/:key', 'tournament'],
  ['tournaments/:key/gamehall', 'tournament'],
  // The loyalty remote.
  ['loyalty'],
  ['loyalty/shop'],
  ['loyalty/:key', 'loyalty'],
  // The auth remote.
  ['forms/sign_in'],
  ['forms/sign_up'],
  ['reset-password'],
  // The cashier remote and the shell's payment outcome pages. A deposit method has no data yet.
  ['cashier'],
  ['cashier/wallet'],
  ['cashier/billing'],
  ['cashier/deposit'],
  ['cashier/deposit/:sysname'],
  ['cashier/withdraw'],
  ['cashier/history'],
  ['cashier/receipt'],
  ['cashier/paycancel'],
  ['cashier/paymobile'],
  ['cashier/paynewwindow'],
  ['cashier/payfail/:transaction'],
  ['cashier/paypending/:transaction'],
  ['cashier/paysuccess/:transaction'],
  // The profile remote.
  ['profile'],
  ['profile/settings'],
  ['profile/bets'],
  ['profile/bets/history'],
  ['profile/bets/exports'],
  ['profile/bonuses'],
  ['profile/loyalty'],
  ['profile/cashback'],
  ['profile/security'],
  ['profile/notification'],
  ['profile/verification'],
  ['profile/responsible-game'],
];

const compiled = routes.map(([pattern, section]) => ({ parts: pattern.split('/'), section }));

/** The first segment of every route: a single segment outside this set is a CMS slug page. */
const sections = new Set(compiled.map((route) => route.parts[0]));

/** The `:key` segment when the path matches, `''` when it matches without one, else null. */
function match(parts: readonly string[], segments: readonly string[]): string | null {
  let key = '';
  for (const [index, part] of parts.entries()) {
    if (part === '*') return key;
    const segment = segments[index];
    if (segment === undefined) return null;
    if (part === ':key') key = segment;
    else if (!part.startsWith(':') && part !== segment) return null;
  }
  return parts.length === segments.length ? key : null;
}

export function classifyPath(pathWithoutLocale: string): PageRoute {
  const segments = pathWithoutLocale.split('/').filter(Boolean);
  if (segments.length === 0) return { kind: 'page' };
  for (const { parts, section } of compiled) {
    const key = match(parts, segments);
    if (key === null) continue;
    return section ? { kind: 'detail', section, key } : { kind: 'page' };
  }
  // An unknown single segment is a CMS slug page; an unknown deeper path is not found.
  return segments.length === 1 && !sections.has(segments[0]) ? { kind: 'slug' } : { kind: 'not-found' };
}

/** System pages (spec §2) by the key of their texts in the `system` message namespace. */
export type SystemPage =
  | 'maintenance'
  | 'forbidden'
  | 'userBlock'
  | 'unsubscribe'
  | 'notFound'
  | 'payCancel'
  | 'payFail'
  | 'payMobile'
  | 'payNewWindow'
  | 'payPending'
  | 'paySuccess';

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
