import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { emailRule, looseNameRule } from '@nfx/validation';
import { demoNotFound } from '../plugins/demo-access';
import { startSession } from '../plugins/session';
import { randomToken, sha256Hex } from '../security/tokens';
import { completionPage, completionScript, consentPage, type CompletionMessage } from './pages';
import { signInWithIdentity } from './social-sign-in';

/** Providers this server knows; only the built-in demo provider for now, and only in demo mode. */
const SERVICES = ['demo'] as const;
const STATE_TTL_MS = 10 * 60 * 1000;
/**
 * The demo provider's own "signed in to the provider" cookie: a random secret per browser,
 * scoped to the provider's pages. Its hash is the identity the provider vouches for, so the
 * same browser comes back as the same user, and nobody can claim another person's identity by
 * typing their email (the email is only profile data the provider shares).
 */
const DEMO_SUBJECT_COOKIE = 'nfx_demo_idp';
const DEMO_SUBJECT_PATH = '/oauth/demo';
const demoSubjectSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{32}$/));

const initQuerySchema = v.object({
  service: v.picklist(SERVICES),
  redirect_url: v.optional(v.pipe(v.string(), v.maxLength(2048))),
  type_auth: v.optional(v.pipe(v.string(), v.regex(/^[a-zA-Z_]{1,32}$/)), 'login'),
});
const stateSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/));
const consentBodySchema = v.object({
  state: stateSchema,
  decision: v.picklist(['approve', 'cancel']),
  name: v.optional(v.string(), ''),
  email: v.optional(v.string(), ''),
});
const callbackQuerySchema = v.object({
  state: stateSchema,
  code: v.optional(stateSchema),
  error: v.optional(v.pipe(v.string(), v.maxLength(64))),
});

function html(reply: FastifyReply, body: string, status = 200) {
  return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
}

/** Only addresses on the site's own origin are kept, so the flow cannot be used as an open redirect. */
function sameOriginUrl(candidate: string | undefined, publicOrigin: string): string | null {
  if (!candidate) return null;
  try {
    const url = new URL(candidate, publicOrigin);
    return url.origin === new URL(publicOrigin).origin ? url.toString() : null;
  } catch {
    return null;
  }
}

function complete(app: FastifyInstance, reply: FastifyReply, result: Omit<CompletionMessage, 'origin'>, status = 200) {
  return html(reply, completionPage({ ...result, origin: new URL(app.config.publicOrigin).origin }), status);
}

/**
 * Social sign-in (§7): `/oauth/init` → provider consent → `/oauth/callback`, which signs in
 * or starts a social registration and reports to the opener by postMessage. The built-in demo
 * provider stands in for a real one; `state` is stored server-side and must come back once.
 */
export async function oauthRoutes(app: FastifyInstance): Promise<void> {
  const { identities } = app.repositories;

  app.get('/oauth/complete.js', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=300').send(completionScript),
  );

  app.get('/oauth/init', { schema: { hide: true } }, async (request, reply) => {
    const parsed = v.safeParse(initQuerySchema, request.query);
    if (!parsed.success || !app.demoAllowed(request))
      return complete(app, reply, { status: 'error', message: 'Unknown sign-in service' }, 400);
    const state = randomToken(24);
    await identities.createState({
      state,
      service: parsed.output.service,
      redirectUrl: sameOriginUrl(parsed.output.redirect_url, app.config.publicOrigin),
      typeAuth: parsed.output.type_auth,
      now: new Date(),
    });
    return reply.redirect(`/oauth/${parsed.output.service}/authorize?state=${state}`);
  });

  app.get('/oauth/demo/authorize', { schema: { hide: true } }, async (request, reply) => {
    if (!app.demoAllowed(request)) return demoNotFound(reply);
    const parsed = v.safeParse(v.object({ state: stateSchema }), request.query);
    const open = parsed.success ? await identities.findOpenState(parsed.output.state, new Date(Date.now() - STATE_TTL_MS)) : undefined;
    if (!parsed.success || !open) return complete(app, reply, { status: 'error', message: 'Sign-in request expired' }, 400);
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
    return html(
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
    const open = parsed.success ? await identities.findOpenState(parsed.output.state, new Date(Date.now() - STATE_TTL_MS)) : undefined;
    if (!parsed.success || !open) return complete(app, reply, { status: 'error', message: 'Sign-in request expired' }, 400);
    const { state, decision } = parsed.output;
    if (decision === 'cancel') return reply.redirect(`/oauth/callback?state=${state}&error=access_denied`, 303);
    const name = v.safeParse(looseNameRule(), parsed.output.name);
    const email = v.safeParse(emailRule(), parsed.output.email);
    if (!name.success || !email.success) {
      return html(
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
    if (!subject.success) return complete(app, reply, { status: 'error', message: 'Sign-in request expired' }, 400);
    await identities.approveState(state, {
      name: name.output,
      email: email.output.toLowerCase(),
      subject: sha256Hex(`demo-idp:${subject.output}`).slice(0, 32),
    });
    // The demo provider's authorization code is the state itself; the identity stays server-side.
    return reply.redirect(`/oauth/callback?state=${state}&code=${state}`, 303);
  });

  app.get('/oauth/callback', { schema: { hide: true } }, async (request: FastifyRequest, reply) => {
    const parsed = v.safeParse(callbackQuerySchema, request.query);
    if (!parsed.success) return complete(app, reply, { status: 'error', message: 'Invalid sign-in response' }, 400);
    const now = new Date();
    const state = await identities.consumeState(parsed.output.state, new Date(now.getTime() - STATE_TTL_MS), now);
    if (!state) return complete(app, reply, { status: 'error', message: 'Sign-in request expired' }, 400);
    if (parsed.output.error || parsed.output.code !== parsed.output.state || !state.approved_email || !state.approved_subject) {
      return complete(app, reply, { status: 'cancel', typeAuth: state.type_auth, redirectUrl: state.redirect_url });
    }
    const outcome = await signInWithIdentity(request, {
      provider: state.service,
      subject: state.approved_subject,
      email: state.approved_email,
      name: state.approved_name ?? '',
    });
    if (outcome.status === 'banned')
      return complete(app, reply, { status: 'error', message: 'User is banned', typeAuth: state.type_auth }, 403);
    await startSession(request, reply, outcome.account.id);
    return complete(app, reply, {
      status: 'ok',
      typeAuth: state.type_auth,
      registrationCompleted: outcome.account.is_registration_completed,
      redirectUrl: state.redirect_url,
    });
  });
}
