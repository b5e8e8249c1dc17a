import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createEventBus, type DomainEvents } from './event-bus';

declare module 'fastify' {
  interface FastifyInstance {
    /** Domain events: record them with a change, subscribe to another area's (see src/events/README.md). */
    events: DomainEvents;
  }
}

/**
 * Decorates `app.events`. Areas subscribe while they register; when the app is ready (after the
 * job queue started) each consumer gets its stream position and a relay catches up.
 */
export const eventsPlugin = fp(
  async function eventsPlugin(app: FastifyInstance) {
    const bus = createEventBus({ db: app.database.db, jobs: app.jobs, log: app.log });
    app.decorate('events', {
      record: bus.record,
      recordMany: bus.recordMany,
      subscribe: bus.subscribe,
      subscribeBatch: bus.subscribeBatch,
    });
    app.addHook('onReady', () => bus.start());
  },
  { name: 'platform:events', dependencies: ['platform:jobs'] },
);
