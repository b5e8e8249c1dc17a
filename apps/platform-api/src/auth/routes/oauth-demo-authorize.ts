import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { emailRule, looseNameRule } from '@nfx/validation';
import { demoNotFound } from '../../plugins/demo-access';
import { randomToken, sha256Hex } from '../../security/tokens';
import type { AuthArea } from '../auth-context';
import {
  DEMO_SUBJECT_COOKIE,
  DEMO_SUBJECT_PATH,
  demoSubjectSchema,
  sendCompletion,
  sendHtml,
  STATE_TTL_MS,
  stateSchema,
} from '../services/oauth-flow';
import { consentPage } from '../services/oauth-pages';

const consentBodySchema = v.object({
  state: stateSchema,
  decision: v.picklist(['approve', 'cancel']),
  name: v.optional(v.string(), ''),
  email: v.optional(v.string(), ''),
});

/**
 * `/oauth/demo/authorize`: the built-in demo identity provider, standing in for a real one (demo
 * mode only). GET shows its consent page; the form's POST approves (or cancels) and sends the
 * browser to `/oauth/callback` with the state as the authorization code.
 */
export function registerOauthDemoAuthorize(app: FastifyInstance, { oauthStates }: AuthArea): void {
  app.get('/oauth/demo/authorize', { schema: { hide: true } }, async (request, reply) => {
    if (!app.demoAllowed(request)) return demoNotFound(reply);
    const parsed = v.safeParse(v.object({ state: stateSchema }), request.query);
    const open = parsed.success ? await oauthStates.findOpen(parsed.output.state, new Date(Date.now() - STATE_TTL_MS)) : undefined;
    if (!parsed.success || !open) return sendCompletion(app, reply, { status: 'error', message: 'Sign-in request expired' }, 400);
    const suggestion = randomToken(3)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, 'x');
    if (!v.is(demoSubjectSchema, request.cookies[DEMO_SUBJECT_COOKIE])) {
      reply.setCookie(DEMO_SUBJECT_COOKIE, randomToken(24), {
        path: DEMO_SUBJECT_PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure: app.config.publicOrigin.startsWith('https:'),
        maxAge: 365 * 24 * 60 * 60,
      });
    }
    return sendHtml(
      reply,
      consentPage({
        state: parsed.output.state,
        service: open.service,
        name: 'Demo Player',
        email: `player-${suggestion}@demo.example.com`,
      }),
    );
  });

  app.post('/oauth/demo/authorize', { schema: { hide: true } }, async (request, reply) => {
    if (!app.demoAllowed(request)) return demoNotFound(reply);
    const parsed = v.safeParse(consentBodySchema, request.body);
    const open = parsed.success ? await oauthStates.findOpen(parsed.output.state, new Date(Date.now() - STATE_TTL_MS)) : undefined;
    if (!parsed.success || !open) return sendCompletion(app, reply, { status: 'error', message: 'Sign-in request expired' }, 400);
    const { state, decision } = parsed.output;
    if (decision === 'cancel') return reply.redirect(`/oauth/callback?state=${state}&error=access_denied`, 303);
    const name = v.safeParse(looseNameRule(), parsed.output.name);
    const email = v.safeParse(emailRule(), parsed.output.email);
    if (!name.success || !email.success) {
      return sendHtml(
        reply,
        consentPage({
          state,
          service: open.service,
          name: parsed.output.name.slice(0, 100),
          email: parsed.output.email.slice(0, 254),
          error: 'Enter a name and a valid email.',
        }),
        400,
      );
    }
    const subject = v.safeParse(demoSubjectSchema, request.cookies[DEMO_SUBJECT_COOKIE]);
    if (!subject.success) return sendCompletion(app, reply, { status: 'error', message: 'Sign-in request expired' }, 400);
    await oauthStates.approve(state, {
      name: name.output,
      email: email.output.toLowerCase(),
      subject: sha256Hex(`demo-idp:${subject.output}`).slice(0, 32),
    });
    // The demo provider's authorization code is the state itself; the identity stays server-side.
    return reply.redirect(`/oauth/callback?state=${state}&code=${state}`, 303);
  });
}
