/** Staff sessions are short: a forgotten back-office tab must not stay a way into payouts. */
export const STAFF_SESSION_POLICY = {
  idleTimeoutMs: 30 * 60 * 1000,
  absoluteTimeoutMs: 12 * 60 * 60 * 1000,
} as const;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * `__Host-` binds the cookie to this exact origin (Secure, Path=/, no Domain), so no sibling
 * subdomain can set or shadow it. Browsers refuse Secure cookies over plain http on 127.0.0.1,
 * where `npm start` and the tests run, so there, and only there, the cookie is `nfx_staff`
 * without Secure. Any other plain-http origin keeps `__Host-` and the browser refuses it: staff
 * sign-in fails closed rather than sending the cookie in clear over a network.
 */
export function staffCookie(publicOrigin: string) {
  const url = new URL(publicOrigin);
  const plainLoopback = url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
  return {
    name: plainLoopback ? 'nfx_staff' : '__Host-nfx_staff',
    options: {
      path: '/',
      httpOnly: true,
      secure: !plainLoopback,
      sameSite: 'strict' as const,
      maxAge: STAFF_SESSION_POLICY.absoluteTimeoutMs / 1000,
    },
  };
}
