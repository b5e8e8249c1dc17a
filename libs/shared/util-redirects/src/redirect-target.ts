/**
 * Whether a redirect target may be followed. Internal paths always may; absolute URLs only to
 * http(s) hosts on the allow-list (or the site's own host). Everything else — `//evil.com`,
 * `/\evil.com`, `javascript:`, `data:`, credentials in the URL, relative paths — is refused,
 * so no CMS row or query parameter can turn the site into an open redirect.
 */

/** Control characters and whitespace: browsers strip or reinterpret them inside URLs. */
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f\\]/;

/** A same-site path: one leading slash, never `//host` or `/\host` (protocol-relative in browsers). */
export function isInternalPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !UNSAFE_CHARACTERS.test(url);
}

function hostOf(origin: string | undefined): string | null {
  if (!origin) return null;
  try {
    return new URL(origin).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/** The parsed absolute URL when it is an http(s) URL to an allowed host, else null. */
export function allowedExternalUrl(url: string, allowedHosts: readonly string[], origin?: string): URL | null {
  if (UNSAFE_CHARACTERS.test(url) || !/^https?:\/\//i.test(url)) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  // `https://allowed.com@evil.com` would read as the allowed host to a human: never follow credentials.
  if (parsed.username || parsed.password) return null;
  const host = parsed.hostname.toLowerCase();
  const allowed = allowedHosts.some((entry) => entry.toLowerCase() === host) || host === hostOf(origin);
  return allowed ? parsed : null;
}

/**
 * `true` for an internal path or an http(s) URL whose host is allow-listed or is the site's own
 * (`origin`, e.g. `https://casino.example.com`). Use it for `backUrl` and any other return address.
 */
export function isAllowedRedirectTarget(url: unknown, allowedHosts: readonly string[], origin?: string): boolean {
  if (typeof url !== 'string' || url.length === 0 || url.length > 2048) return false;
  return isInternalPath(url) || allowedExternalUrl(url, allowedHosts, origin) !== null;
}
