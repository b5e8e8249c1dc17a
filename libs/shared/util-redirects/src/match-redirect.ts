import { paths } from '@nfx/paths';
import { allowedExternalUrl, isInternalPath } from './redirect-target';

/** A CMS redirect rule (spec §2): `from_url` is a path with `*` wildcards; `to_url` a path or an absolute URL. */
export interface RedirectRule {
  from_url: string;
  to_url: string;
}

export interface RedirectContext {
  /** CMS rules, tried in order after the site's own redirects. */
  rules?: readonly RedirectRule[];
  /** Hosts an external `to_url` may point to. */
  allowedHosts?: readonly string[];
  /** Locale codes that may lead a path (`/de/profile`). */
  locales: readonly string[];
  /** The locale whose paths carry no prefix: an internal target in it is written without one. */
  defaultLocale: string;
  /** The site's own origin: an absolute `to_url` to it is followed like an allow-listed one. */
  origin?: string;
}

export type RedirectSource = 'built-in' | 'cms';

export interface RedirectMatch {
  /** Where to go: a path with query (and hash) for internal targets, an absolute URL for external ones. */
  location: string;
  external: boolean;
  /** Whether the site's own routes or a CMS rule sent the visitor away (the last hop when chained). */
  source: RedirectSource;
  /** Rule name for built-in redirects (`redirect-gamehall-category`), `from_url` for CMS rules. */
  name: string;
}

/** Raw `key=value` pieces of a query, kept as typed so `providers=a,b` stays readable. */
type Query = string[];

interface Hop {
  path: string;
  query: Query;
  hash: string;
  external: URL | null;
  source: RedirectSource;
  name: string;
}

/** Enough for a CMS rule onto a built-in redirect; anything longer is most likely a cycle. */
const MAX_HOPS = 5;

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The site's own redirects (spec §2), on a path without locale, query or trailing slash. */
function builtInHop(path: string): Hop | null {
  const segments = path.split('/').filter(Boolean);
  const [first, second] = segments;
  const to = (target: string, name: string, query: Query = []): Hop => ({
    path: target,
    query,
    hash: '',
    external: null,
    source: 'built-in',
    name,
  });
  if (path === paths.profile.index()) return to(paths.profile.settings(), 'redirect-profile');
  if (path === paths.profile.bets()) return to(paths.profile.betsHistory(), 'redirect-profile-bets');
  if (first === 'cashier' && second === 'billing') return to(paths.cashier.deposit(), 'redirect-cashier-billing');
  // Only `/cashier/deposit/{sysname}` is a deposit page; anything deeper falls back to the index.
  if (first === 'cashier' && second === 'deposit' && segments.length > 3) return to(paths.cashier.deposit(), 'redirect-cashier-deposit');
  if (first === 'gamehall' && second && segments.length === 2)
    return to(paths.gameHall(), 'redirect-gamehall-category', [`category=${encodeURIComponent(decodeSegment(second))}`]);
  return null;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
}

/** `/casino/*` matches `/casino` and everything below it; `*` elsewhere matches any run of characters. */
function compileFrom(fromUrl: string): RegExp | null {
  if (!isInternalPath(fromUrl) || fromUrl.includes('?') || fromUrl.includes('#')) return null;
  const normalized = fromUrl.length > 1 ? fromUrl.replace(/\/+$/, '') || '/' : fromUrl;
  const trailingWildcard = normalized.endsWith('/*');
  const body = trailingWildcard ? normalized.slice(0, -2) : normalized;
  const pattern = body.split('*').map(escapeRegExp).join('(.*)');
  return new RegExp(`^${pattern}${trailingWildcard ? '(?:/(.*))?' : ''}$`);
}

function splitUrl(url: string): { path: string; query: string; hash: string } {
  const hashAt = url.indexOf('#');
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  const withoutHash = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const queryAt = withoutHash.indexOf('?');
  return {
    path: queryAt >= 0 ? withoutHash.slice(0, queryAt) : withoutHash,
    query: queryAt >= 0 ? withoutHash.slice(queryAt + 1) : '',
    hash,
  };
}

function normalizePath(path: string): string {
  return path.replace(/\/{2,}/g, '/').replace(/\/+$/, '') || '/';
}

/** Percent-encodes what may not travel raw in a Location header or be retyped by a browser. */
function safeLocation(location: string): string {
  return location.replace(/[^\x21-\x7e]/gu, (char) => {
    try {
      return encodeURIComponent(char);
    } catch {
      // A lone surrogate has no UTF-8 form: write the replacement character instead.
      return '%EF%BF%BD';
    }
  });
}

/** `/de/profile` → locale `de`, path `/profile`; a path without a locale segment keeps it whole. */
function splitLocale(path: string, locales: readonly string[]): { locale: string | undefined; path: string } {
  const segments = path.split('/').filter(Boolean);
  const first = segments[0]?.toLowerCase();
  const locale = first ? locales.find((code) => code.toLowerCase() === first) : undefined;
  if (locale) segments.shift();
  return { locale, path: `/${segments.join('/')}` };
}

function cmsHop(path: string, rules: readonly RedirectRule[], allowedHosts: readonly string[], origin: string | undefined): Hop | null {
  for (const rule of rules) {
    if (typeof rule?.from_url !== 'string' || typeof rule.to_url !== 'string') continue;
    const match = compileFrom(rule.from_url)?.exec(path);
    if (!match) continue;
    // A `*` in the target takes what the first wildcard matched (`/old/*` → `/new/*`).
    const target = rule.to_url.includes('*') ? rule.to_url.replace('*', () => safeLocation(match[1] ?? '')) : rule.to_url;
    if (isInternalPath(target)) {
      const parts = splitUrl(target);
      return {
        path: normalizePath(parts.path),
        query: splitQuery(parts.query),
        hash: parts.hash,
        external: null,
        source: 'cms',
        name: rule.from_url,
      };
    }
    const external = allowedExternalUrl(target, allowedHosts, origin);
    // A target off the allow-list is refused: the rule is skipped as if it did not exist.
    if (external) return { path, query: [], hash: '', external, source: 'cms', name: rule.from_url };
  }
  return null;
}

function splitQuery(query: string): Query {
  return query.split('&').filter(Boolean);
}

function queryKey(piece: string): string {
  const raw = piece.split('=', 1)[0] ?? '';
  return decodeSegment(raw.replace(/\+/g, ' '));
}

/** The target's own parameters win; the visitor's other parameters are kept (spec §2: "the query is kept"). */
function mergeQuery(target: Query, carried: Query): Query {
  const targetKeys = new Set(target.map(queryKey));
  return [...target, ...carried.filter((piece) => !targetKeys.has(queryKey(piece)))];
}

/**
 * Where a site path should redirect, or null to render it. `pathWithQuery` is what the browser
 * asked for (`/de/profile?tab=1`); internal targets keep the locale prefix (none for the default
 * locale), the query is carried over, chained redirects are followed to the end and cycles give null.
 */
export function matchRedirect(pathWithQuery: string, context: RedirectContext): RedirectMatch | null {
  const { rules = [], allowedHosts = [], locales, origin } = context;
  const request = splitUrl(pathWithQuery);
  const start = splitLocale(normalizePath(request.path), locales);
  let locale = start.locale;
  const startPath = start.path;

  let current = { path: startPath, query: splitQuery(request.query), hash: request.hash };
  let last: Pick<Hop, 'source' | 'name'> | null = null;
  const visited = new Set([startPath]);
  for (let hop = 0; hop < MAX_HOPS; hop += 1) {
    const next = builtInHop(current.path) ?? cmsHop(current.path, rules, allowedHosts, origin);
    if (!next) break;
    if (next.external) {
      const url = new URL(next.external.href);
      url.search = mergeQuery(splitQuery(url.search.slice(1)), current.query).join('&');
      return { location: safeLocation(url.href), external: true, source: next.source, name: next.name };
    }
    // A CMS target may name its own locale (`/de/promo`); it then replaces the visitor's.
    const target = splitLocale(next.path, locales);
    locale = target.locale ?? locale;
    if (visited.has(target.path)) return null;
    visited.add(target.path);
    current = { path: target.path, query: mergeQuery(next.query, current.query), hash: next.hash || current.hash };
    last = next;
  }
  if (!last) return null;
  // Still matching after MAX_HOPS means rules feed each other: render the page instead of bouncing.
  if (builtInHop(current.path) ?? cmsHop(current.path, rules, allowedHosts, origin)) return null;

  const prefixed =
    locale && locale !== context.defaultLocale ? (current.path === '/' ? `/${locale}` : `/${locale}${current.path}`) : current.path;
  const query = current.query.join('&');
  const location = safeLocation(`${prefixed}${query ? `?${query}` : ''}${current.hash}`);
  if (!isInternalPath(location)) return null;
  return { location, external: false, source: last.source, name: last.name };
}
