import type { FastifyInstance } from 'fastify';

export interface PeriodicTask {
  /** Names the task in the warning a failed run logs. */
  name: string;
  intervalMs: number;
  run(): Promise<void>;
}

/**
 * Runs housekeeping (expired sessions, old counters, old idempotency keys) in the background
 * while the app is up. A failed run is logged and tried again at the next interval; the timer
 * never keeps the process alive and stops when the app closes.
 */
export function schedulePeriodicTask(app: FastifyInstance, task: PeriodicTask): void {
  const runOnce = async () => {
    try {
      await task.run();
    } catch (error) {
      app.log.warn({ err: error }, `${task.name} failed`);
    }
  };
  const timer = setInterval(() => void runOnce(), task.intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
