import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { resolveRequestLocale } from '../../http/request-locale';
import { sha256Hex } from '../../security/tokens';
import type { AuthArea } from '../auth-context';
import { OIDC_BROWSER_COOKIE, OIDC_BROWSER_COOKIE_PATH, sendCompletion, STATE_TTL_MS, stateSchema } from '../services/oauth-flow';
import { isOidcService } from '../services/social-services';
import { type ProviderIdentity, signInWithIdentity } from '../services/social-sign-in';

/** The authorization response: providers' codes are opaque (Google's hold `/`, Apple's `.`). */
const callbackSchema = v.object({
  state: stateSchema,
  code: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(2048))),
  error: v.optional(v.pipe(v.string(), v.maxLength(64))),
  iss: v.optional(v.pipe(v.string(), v.maxLength(2048))),
});

/**
 * `/oauth/callback`: consumes the state once, signs in the linked account, links the identity
 * or starts a social registration, and reports to the opener by postMessage (§7 social sign-in).
 * For Google and Apple the browser must bring back the cookie /oauth/init set, and the code is
 * exchanged with the PKCE verifier; openid-client checks the ID token (signature against the
 * provider's keys, issuer, audience, expiry, nonce) before its `sub` is trusted.
 *
 * `POST /oauth/callback` receives Apple's `response_mode=form_post` and only turns it into the GET
 * above (303): a cross-site POST carries no SameSite=Lax cookie, the redirected top-level GET does.
 */
export function registerOauthCallback(app: FastifyInstance, { oauthStates, identities, oidc }: AuthArea): void {
  app.get('/oauth/callback', { schema: { hide: true } }, async (request, reply) => {
    // A popup that comes back from the provider's origin keeps `window.opener` only if this page's
    // opener policy is `unsafe-none`: the site's own policy would move it to a browsing context
    // group of its own and the message would never reach the site. A round trip that stayed on
    // this origin (the demo provider) keeps the site's policy, which it needs for the same reason.
    if (request.headers['sec-fetch-site'] !== 'same-origin') reply.header('cross-origin-opener-policy', 'unsafe-none');
    const parsed = v.safeParse(callbackSchema, request.query);
    if (!parsed.success) return sendCompletion(app, reply, { status: 'error', message: 'Invalid sign-in response' }, 400);
    const now = new Date();
    const state = await oauthStates.consume(parsed.output.state, new Date(now.getTime() - STATE_TTL_MS), now);
    if (!state) return sendCompletion(app, reply, { status: 'error', message: 'Sign-in request expired' }, 400);
    const fail = (message: string, status: number) =>
      sendCompletion(app, reply, { status: 'error', message, typeAuth: state.type_auth }, status);
    const cancel = () => sendCompletion(app, reply, { status: 'cancel', typeAuth: state.type_auth, redirectUrl: state.redirect_url });

    let identity: ProviderIdentity;
    if (isOidcService(state.service)) {
      reply.clearCookie(OIDC_BROWSER_COOKIE, { path: OIDC_BROWSER_COOKIE_PATH });
      const client = oidc[state.service];
      const browserToken = request.cookies[OIDC_BROWSER_COOKIE];
      if (!client || !state.code_verifier || !state.nonce || !browserToken || sha256Hex(browserToken) !== state.browser_hash)
        return fail('Sign-in request expired', 400);
      if (parsed.output.error) return cancel();
      if (!parsed.output.code) return fail('Invalid sign-in response', 400);
      try {
        const found = await client.finish(
          { code: parsed.output.code, state: parsed.output.state, iss: parsed.output.iss },
          { state: state.state, nonce: state.nonce, codeVerifier: state.code_verifier },
        );
        identity = { provider: state.service, ...found };
      } catch (error) {
        request.log.warn({ err: error, service: state.service }, 'OpenID Connect sign-in refused');
        return fail('Sign-in failed', 400);
      }
    } else {
      if (parsed.output.error || parsed.output.code !== parsed.output.state || !state.approved_email || !state.approved_subject)
        return cancel();
      identity = {
        provider: state.service,
        subject: state.approved_subject,
        email: state.approved_email,
        name: state.approved_name ?? '',
      };
    }

    const { locale } = await resolveRequestLocale(request);
    const outcome = await signInWithIdentity(request, identities, identity, locale, { linkAccountId: state.link_account_id });
    if (outcome.status === 'banned') return fail('User is banned', 403);
    if (outcome.status === 'linked-elsewhere') return fail('This sign-in is already linked to another account', 409);
    // A link keeps the session that asked for it; every other outcome signs this browser in.
    if (outcome.status !== 'linked') await app.players.startSession(request, reply, outcome.account.id);
    return sendCompletion(app, reply, {
      status: 'ok',
      typeAuth: state.type_auth,
      registrationCompleted: outcome.account.is_registration_completed,
      redirectUrl: state.redirect_url,
    });
  });

  app.post(
    '/oauth/callback',
    // Apple's page posts from its own origin: the same-origin check would refuse it. This route
    // changes nothing; the GET it redirects to needs the browser's cookie, the state and PKCE.
    { schema: { hide: true }, config: { allowCrossSiteForm: true } },
    async (request, reply) => {
      const parsed = v.safeParse(callbackSchema, request.body);
      if (!parsed.success) return sendCompletion(app, reply, { status: 'error', message: 'Invalid sign-in response' }, 400);
      const query = new URLSearchParams();
      for (const [name, value] of Object.entries(parsed.output)) if (value !== undefined) query.set(name, value);
      return reply.header('cache-control', 'no-store').redirect(`/oauth/callback?${query.toString()}`, 303);
    },
  );
}
