import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { demoOutboxRoutes } from '../outbox/demo-outbox-routes';
import { createMessageSender, createOutboxTransport, type ChannelTransport, type MessageSender } from '../outbox/message-sender';
import { createSmtpTransport } from '../outbox/smtp-transport';
import { oauthRoutes } from '../oauth/oauth-routes';
import { createSiteLocales } from '../core/site-locales';
import { createRepositories, type Repositories } from '../repositories';
import { createDemoAccessCheck } from './demo-access';
import { registerSameOriginCheck } from './same-origin';
import { registerSession } from './session';
import { registerSourceMapGuard } from './source-maps';

declare module 'fastify' {
  interface FastifyInstance {
    repositories: Repositories;
    /** Where mail and SMS leave; replace with a provider-backed implementation in production. */
    messageSender: MessageSender;
    /** Whether demo helpers answer this request (demo mode on and, by default, a local browser). */
    demoAllowed(request: FastifyRequest): boolean;
  }
}

/**
 * Mail goes to the configured SMTP server when there is one; the demo outbox carries what no
 * real transport does, and only in demo mode. There is no SMS provider integration yet, so
 * outside demo mode text messages are refused rather than silently dropped.
 */
function messageTransports(app: FastifyInstance, repositories: Repositories): Partial<Record<'mail' | 'sms', ChannelTransport>> {
  const outbox = app.config.demoMode ? createOutboxTransport(repositories.outbox) : undefined;
  let mail = outbox;
  if (app.config.mailUrl) {
    const smtp = createSmtpTransport(app.config.mailUrl, app.config.mailFrom);
    app.addHook('onClose', async () => smtp.close());
    mail = smtp;
  }
  return { mail, sms: outbox };
}

/**
 * App plugins (repositories, session, same-origin check) and the non-/api routes of the
 * account area (OAuth demo provider, demo outbox). Wrapped with fastify-plugin so their
 * decorators and hooks apply to every route registered after them.
 */
export const appPlugins = fp(async function appPlugins(app: FastifyInstance) {
  const repositories = createRepositories(app.database.db);
  app.decorate('repositories', repositories);
  app.decorate('siteLocales', createSiteLocales(app.database.db));
  app.decorate('messageSender', createMessageSender(messageTransports(app, repositories)));
  app.decorate('demoAllowed', createDemoAccessCheck(app.config));
  registerSameOriginCheck(app);
  registerSourceMapGuard(app);
  registerSession(app);
  await app.register(oauthRoutes);
  await app.register(demoOutboxRoutes);
});
