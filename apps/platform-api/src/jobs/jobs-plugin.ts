import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJobQueue } from './job-queue';
import type { JobQueue } from './job-types';

declare module 'fastify' {
  interface FastifyInstance {
    /** Background work on the database's job queue (see src/jobs/README.md). */
    jobs: JobQueue;
  }
}

/**
 * Decorates `app.jobs`. Areas define their jobs while they register; the queue starts when the
 * app is ready (creating pg-boss's tables and the defined queues, starting workers unless
 * JOBS_WORKERS=0) and stops when it closes, after running handlers finished.
 */
export const jobsPlugin = fp(
  async function jobsPlugin(app: FastifyInstance) {
    const jobs = createJobQueue({ db: app.database.db, log: app.log, workers: app.config.jobWorkers });
    app.decorate('jobs', jobs);
    app.addHook('onReady', () => jobs.start());
    app.addHook('onClose', () => jobs.stop());
  },
  { name: 'platform:jobs' },
);
