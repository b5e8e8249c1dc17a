import { type DetailLookup, type RemoteRegistry, sectionsOf } from '@nfx/remote-registry';

/**
 * Which paths are pages of the site (spec §2), after the locale segment is removed and the
 * built-in redirects have run: the shell's own pages below, and each remote's pages as its build
 * publishes them in the registry (mirroring its router), so a path the client would answer with
 * its not-found page is not found here either, and the server can say 404 instead of 200.
 */

/** Detail pages whose id or sysname must name something that exists (see detail-lookups.ts). */
export type DetailSection = DetailLookup;

export type PageRoute =
  | { kind: 'page' }
  | { kind: 'slug' }
  /** `key` is the path segment as requested, still percent-encoded. */
  | { kind: 'detail'; section: DetailSection; key: string }
  | { kind: 'not-found' };

type RouteEntry = readonly [pattern: string, section?: DetailSection];

/**
 * The shell's pages. `:name` matches one segment (`:key` is the one a detail page looks up), `*`
 * the rest of the path. First match wins, so fixed children come before parameters.
 */
const shellRoutes: readonly RouteEntry[] = [
  // The spec names them although some have no client page yet (other issues build them).
  ['betting'],
  ['support'],
  ['unsubscribe'],
  ['_icons'],
  ['maintenance'],
  ['forbidden'],
  ['user-block'],
  ['offers'],
  ['offers/:key', 'offer'],
  ['promotions'],
  ['promotions/:key', 'promotion'],
  // Spec §2: entries without a page of their own; the route guard acts on them.
  ['responsible-game'],
  ['bets'],
  ['bets/*'],
  // The payment outcome pages: the shell's system pages under the cashier's section.
  ['cashier/paycancel'],
  ['cashier/paymobile'],
  ['cashier/paynewwindow'],
  ['cashier/payfail/:transaction'],
  ['cashier/paypending/:transaction'],
  ['cashier/paysuccess/:transaction'],
];

interface RouteTable {
  routes: Array<{ parts: string[]; section?: DetailSection }>;
  /** The first segment of every route and section: a single segment outside this set is a CMS slug page. */
  sections: Set<string>;
}

/** The shell's routes, then each remote's pages under the sections the registry gives it (a page elsewhere is ignored). */
function compile(registry: RemoteRegistry): RouteTable {
  const owners = new Map(sectionsOf(registry).map((section) => [section.path, section.remote]));
  const remoteRoutes = Object.entries(registry).flatMap(([remote, entry]) =>
    (entry.pages ?? [])
      .map((page): RouteEntry => (typeof page === 'string' ? [page] : [page.path, page.lookup]))
      .filter(([pattern]) => owners.get(pattern.split('/')[0] ?? '') === remote),
  );
  const routes = [...shellRoutes, ...remoteRoutes].map(([pattern, section]) => ({ parts: pattern.split('/'), section }));
  return { routes, sections: new Set([...routes.map((route) => route.parts[0] ?? ''), ...owners.keys()]) };
}

// The registry object is replaced whenever registry.json changes, so a table per object stays current.
const tables = new WeakMap<RemoteRegistry, RouteTable>();

function tableOf(registry: RemoteRegistry): RouteTable {
  let table = tables.get(registry);
  if (!table) {
    table = compile(registry);
    tables.set(registry, table);
  }
  return table;
}

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

export function classifyPath(pathWithoutLocale: string, registry: RemoteRegistry): PageRoute {
  const segments = pathWithoutLocale.split('/').filter(Boolean);
  if (segments.length === 0) return { kind: 'page' };
  const { routes, sections } = tableOf(registry);
  for (const { parts, section } of routes) {
    const key = match(parts, segments);
    if (key === null) continue;
    return section ? { kind: 'detail', section, key } : { kind: 'page' };
  }
  // An unknown single segment is a CMS slug page; an unknown deeper path is not found.
  return segments.length === 1 && !sections.has(segments[0] ?? '') ? { kind: 'slug' } : { kind: 'not-found' };
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
