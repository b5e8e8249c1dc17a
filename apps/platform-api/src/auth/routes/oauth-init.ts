import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { randomToken } from '../../security/tokens';
import type { AuthArea } from '../auth-area';
import { OAUTH_SERVICES, sameOriginUrl, sendCompletion } from '../services/oauth-flow';

const initQuerySchema = v.object({
  service: v.picklist(OAUTH_SERVICES),
  redirect_url: v.optional(v.pipe(v.string(), v.maxLength(2048))),
  type_auth: v.optional(v.pipe(v.string(), v.regex(/^[a-zA-Z_]{1,32}$/)), 'login'),
});

/**
 * `/oauth/init` (§7 social sign-in): the popup's first page. It stores a `state` server-side
 * (it must come back once) and sends the visitor to the provider's consent page.
 */
export function registerOauthInit(app: FastifyInstance, { oauthStates }: AuthArea): void {
  app.get('/oauth/init', { schema: { hide: true } }, async (request, reply) => {
    const parsed = v.safeParse(initQuerySchema, request.query);
    if (!parsed.success || !app.demoAllowed(request))
      return sendCompletion(app, reply, { status: 'error', message: 'Unknown sign-in service' }, 400);
    const state = randomToken(24);
    await oauthStates.create({
      state,
      service: parsed.output.service,
      redirectUrl: sameOriginUrl(parsed.output.redirect_url, app.config.publicOrigin),
      typeAuth: parsed.output.type_auth,
      now: new Date(),
    });
    return reply.redirect(`/oauth/${parsed.output.service}/authorize?state=${state}`);
  });
}
