/**
 * Where makedeposit sends the player: a path on this site (an outcome page) is followed inside the
 * app; anything else is the provider's own page and is opened as a full navigation.
 */
export function redirectTarget(redirectUrl: string, origin: string): { internal: string } | { external: string } {
  const url = new URL(redirectUrl, origin);
  if (url.origin === origin && redirectUrl.startsWith('/')) return { internal: `${url.pathname}${url.search}${url.hash}` };
  return { external: url.toString() };
}
