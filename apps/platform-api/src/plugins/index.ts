import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { demoOutboxRoutes } from '../outbox/demo-outbox-routes';
import { createOutboxSender, type MessageSender } from '../outbox/message-sender';
import { oauthRoutes } from '../oauth/oauth-routes';
import { createRepositories, type Repositories } from '../repositories';
import { registerSameOriginCheck } from './same-origin';
import { registerSession } from './session';

declare module 'fastify' {
  interface FastifyInstance {
    repositories: Repositories;
    /** Where mail and SMS leave; replace with a provider-backed implementation in production. */
    messageSender: MessageSender;
  }
}

/**
 * App plugins (repositories, session, same-origin check) and the non-/api routes of the
 * account area (OAuth demo provider, demo outbox). Wrapped with fastify-plugin so their
 * decorators and hooks apply to every route registered after them.
 */
export const appPlugins = fp(async function appPlugins(app: FastifyInstance) {
  const repositories = createRepositories(app.database.db);
  app.decorate('repositories', repositories);
  app.decorate('messageSender', createOutboxSender(repositories.outbox));
  registerSameOriginCheck(app);
  registerSession(app);
  await app.register(oauthRoutes);
  await app.register(demoOutboxRoutes);
});
