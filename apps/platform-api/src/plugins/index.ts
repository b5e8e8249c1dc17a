import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createSiteLocales } from '../core/site-locales';
import { schedulePeriodicTask } from '../core/periodic-task';
import { deleteIdempotentRequestsBefore, IDEMPOTENCY_RETENTION_MS } from '../http/idempotency';
import { messagingPlugin } from '../messaging/messaging-plugin';
import { registerBackofficeHostSplit } from './backoffice-host';
import { createDemoAccessCheck } from './demo-access';
import { registerMaintenance } from './maintenance';
import { registerSameOriginCheck } from './same-origin';
import { registerSourceMapGuard } from './source-maps';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether demo helpers answer this request (demo mode on and, by default, a local browser). */
    demoAllowed(request: FastifyRequest): boolean;
  }
}

/** Old idempotency keys are removed in the background, every 10 minutes. */
const IDEMPOTENCY_CLEANUP_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Core plugins every area relies on: the site's locales, demo access, the back office's host,
 * the same-origin check,
 * the source-map guard and platform messaging (mail and SMS). Wrapped with fastify-plugin so
 * their decorators and hooks apply to every route registered after them.
 */
export const appPlugins = fp(async function appPlugins(app: FastifyInstance) {
  app.decorate('siteLocales', createSiteLocales(app.database.db));
  app.decorate('demoAllowed', createDemoAccessCheck(app.config));
  registerBackofficeHostSplit(app);
  registerSameOriginCheck(app);
  registerMaintenance(app);
  registerSourceMapGuard(app);
  schedulePeriodicTask(app, {
    name: 'idempotency key clean-up',
    intervalMs: IDEMPOTENCY_CLEANUP_INTERVAL_MS,
    run: () => deleteIdempotentRequestsBefore(app.database.db, new Date(Date.now() - IDEMPOTENCY_RETENTION_MS)),
  });
  await app.register(messagingPlugin);
});
