import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { randomToken, sha256Hex } from '../../security/tokens';
import type { AuthArea } from '../auth-context';
import { OIDC_BROWSER_COOKIE, OIDC_BROWSER_COOKIE_PATH, sameOriginUrl, sendCompletion, STATE_TTL_MS } from '../services/oauth-flow';
import { SOCIAL_SERVICES } from '../services/social-services';

const initQuerySchema = v.object({
  service: v.picklist(SOCIAL_SERVICES),
  redirect_url: v.optional(v.pipe(v.string(), v.maxLength(2048))),
  type_auth: v.optional(v.pipe(v.string(), v.regex(/^[a-zA-Z_]{1,32}$/)), 'login'),
});

/**
 * `/oauth/init` (§7 social sign-in): the popup's first page. It stores a `state` server-side
 * (it must come back once) and sends the visitor to the provider: the demo provider's consent
 * page (demo mode, allowed browsers only), or Google's or Apple's authorization page when they
 * are configured. For those the PKCE verifier and the nonce stay with the state, the browser gets
 * a cookie the callback checks, and a signed-in player's id is kept: their round trip links the
 * identity to their account instead of signing in.
 */
export function registerOauthInit(app: FastifyInstance, { oauthStates, oidc }: AuthArea): void {
  app.get('/oauth/init', { schema: { hide: true } }, async (request, reply) => {
    const parsed = v.safeParse(initQuerySchema, request.query);
    const service = parsed.success ? parsed.output.service : undefined;
    const client = service && service !== 'demo' ? oidc[service] : undefined;
    if (!parsed.success || (service === 'demo' ? !app.demoAllowed(request) : !client))
      return sendCompletion(app, reply, { status: 'error', message: 'Unknown sign-in service' }, 400);
    const state = randomToken(24);
    const common = {
      state,
      service: parsed.output.service,
      redirectUrl: sameOriginUrl(parsed.output.redirect_url, app.config.publicOrigin),
      typeAuth: parsed.output.type_auth,
      now: new Date(),
    };
    if (!client) {
      await oauthStates.create(common);
      return reply.redirect(`/oauth/${parsed.output.service}/authorize?state=${state}`);
    }

    let authorization;
    try {
      authorization = await client.authorize(state);
    } catch (error) {
      request.log.warn({ err: error, service }, 'OpenID Connect discovery failed');
      return sendCompletion(app, reply, { status: 'error', message: 'Sign-in service unavailable' }, 502);
    }
    const browserToken = randomToken(24);
    await oauthStates.create({
      ...common,
      oidc: {
        codeVerifier: authorization.codeVerifier,
        nonce: authorization.nonce,
        browserHash: sha256Hex(browserToken),
        linkAccountId: request.accountId,
      },
    });
    reply.setCookie(OIDC_BROWSER_COOKIE, browserToken, {
      path: OIDC_BROWSER_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure: app.config.publicOrigin.startsWith('https:'),
      maxAge: STATE_TTL_MS / 1000,
    });
    return reply.header('cache-control', 'no-store').redirect(authorization.url.href);
  });
}
