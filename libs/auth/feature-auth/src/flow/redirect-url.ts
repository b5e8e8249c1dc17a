/**
 * `redirectUrl` from the query (set by the route guard, §2) as a same-origin path, or null.
 * Only `/path` forms pass: no `//host`, no `/\host` (browsers read `\` as `/`), no scheme,
 * no control characters — so a crafted link cannot send a fresh player to another site.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (/[\p{Cc}\\]/u.test(value)) return null;
  try {
    const url = new URL(value, 'http://same.origin');
    if (url.origin !== 'http://same.origin') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

export function redirectPathFromSearch(search: string): string | null {
  return safeRedirectPath(new URLSearchParams(search).get('redirectUrl'));
}
