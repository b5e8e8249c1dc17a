/**
 * Where makedeposit sends the player: one of the cashier's own pages on this site (an outcome
 * page) is followed inside the app; anything else — the provider's hosted page, even when this
 * server serves it (the demo provider) — is a full navigation.
 */
export function redirectTarget(redirectUrl: string, origin: string): { internal: string } | { external: string } {
  const url = new URL(redirectUrl, origin);
  if (url.origin === origin && /^\/cashier(\/|$)/.test(url.pathname)) return { internal: `${url.pathname}${url.search}${url.hash}` };
  return { external: url.toString() };
}
