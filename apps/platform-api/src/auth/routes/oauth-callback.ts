import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { resolveRequestLocale } from '../../http/request-locale';
import type { AuthArea } from '../auth-area';
import { sendCompletion, STATE_TTL_MS, stateSchema } from '../services/oauth-flow';
import { signInWithIdentity } from '../services/social-sign-in';

const callbackQuerySchema = v.object({
  state: stateSchema,
  code: v.optional(stateSchema),
  error: v.optional(v.pipe(v.string(), v.maxLength(64))),
});

/**
 * `/oauth/callback`: consumes the state once, signs in the linked account or starts a social
 * registration, and reports to the opener by postMessage (§7 social sign-in).
 */
export function registerOauthCallback(app: FastifyInstance, { oauthStates, identities }: AuthArea): void {
  app.get('/oauth/callback', { schema: { hide: true } }, async (request, reply) => {
    const parsed = v.safeParse(callbackQuerySchema, request.query);
    if (!parsed.success) return sendCompletion(app, reply, { status: 'error', message: 'Invalid sign-in response' }, 400);
    const now = new Date();
    const state = await oauthStates.consume(parsed.output.state, new Date(now.getTime() - STATE_TTL_MS), now);
    if (!state) return sendCompletion(app, reply, { status: 'error', message: 'Sign-in request expired' }, 400);
    if (parsed.output.error || parsed.output.code !== parsed.output.state || !state.approved_email || !state.approved_subject) {
      return sendCompletion(app, reply, { status: 'cancel', typeAuth: state.type_auth, redirectUrl: state.redirect_url });
    }
    const { locale } = await resolveRequestLocale(request);
    const identity = {
      provider: state.service,
      subject: state.approved_subject,
      email: state.approved_email,
      name: state.approved_name ?? '',
    };
    const outcome = await signInWithIdentity(request, identities, identity, locale);
    if (outcome.status === 'banned')
      return sendCompletion(app, reply, { status: 'error', message: 'User is banned', typeAuth: state.type_auth }, 403);
    await app.players.startSession(request, reply, outcome.account.id);
    return sendCompletion(app, reply, {
      status: 'ok',
      typeAuth: state.type_auth,
      registrationCompleted: outcome.account.is_registration_completed,
      redirectUrl: state.redirect_url,
    });
  });
}
