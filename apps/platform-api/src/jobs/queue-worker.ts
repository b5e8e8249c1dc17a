import type PgBoss from 'pg-boss';
import type { JobLog } from './job-types';

export interface FetchedJob {
  id: string;
  name: string;
  data: unknown;
  retryCount: number;
  expireInSeconds: number;
}

export interface QueueWorkerOptions {
  boss: PgBoss;
  name: string;
  /** Runs a fetched batch; a throw fails every job of the batch (each retried by its queue's policy). */
  run(jobs: FetchedJob[], signal: AbortSignal): Promise<void>;
  batchSize: number;
  /** How many batches this process runs at once. */
  concurrency: number;
  pollIntervalMs: number;
  log: JobLog;
}

interface SettleResult {
  affected: number;
}

/**
 * pg-boss's `complete` and `fail` as they are implemented in 10.x: (name, ids, data, options),
 * answering how many jobs changed. The bundled typings leave out `data` beside an id list and
 * type the answer as void.
 */
export function settleJobs(boss: PgBoss) {
  type Settle = (name: string, ids: string[], data: object | null, options?: PgBoss.ConnectionOptions) => Promise<SettleResult>;
  return {
    complete: boss.complete.bind(boss) as unknown as Settle,
    fail: boss.fail.bind(boss) as unknown as Settle,
  };
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });

/**
 * Fetches, runs and settles the jobs of one queue. pg-boss's own `work()` is not used: in 10.x it
 * leaves `complete`/`fail` un-awaited (a database error there is an unhandled rejection, and a
 * stop can return while they are still running) and its stop polls every 500 ms. Fetching
 * (`FOR UPDATE SKIP LOCKED`, so a job runs in one process only), retries, backoff, expiry and
 * policies stay pg-boss's; this loop only awaits each step and stops cleanly.
 */
export class QueueWorker {
  private stopping = false;
  private wakeUp = new AbortController();
  private loops: Promise<void>[] = [];
  private readonly running = new Map<FetchedJob[], AbortController>();

  constructor(private readonly options: QueueWorkerOptions) {}

  start(): void {
    for (let loop = 0; loop < this.options.concurrency; loop += 1) this.loops.push(this.loop());
  }

  /** Looks for jobs now instead of at the next poll (a job was just sent from this process). */
  wake(): void {
    this.wakeUp.abort();
  }

  /**
   * Takes no new jobs and waits for the running ones; those still running after `timeoutMs` are
   * failed (so another process retries them) and their handlers' signals aborted.
   */
  async stop(timeoutMs: number): Promise<void> {
    this.stopping = true;
    this.wake();
    const loops = Promise.all(this.loops);
    let timer: NodeJS.Timeout | undefined;
    const timedOut = await Promise.race([
      loops.then(() => false),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), timeoutMs))),
    ]);
    clearTimeout(timer);
    if (!timedOut) return;
    for (const [jobs, controller] of this.running) {
      controller.abort();
      await this.settle(jobs, new Error('the process stopped while the job was running'));
    }
  }

  private async loop(): Promise<void> {
    const { boss, name, batchSize, pollIntervalMs, log } = this.options;
    while (!this.stopping) {
      let jobs: FetchedJob[] = [];
      try {
        jobs = (await boss.fetch(name, { batchSize, includeMetadata: true })) as unknown as FetchedJob[];
      } catch (error) {
        log.error({ err: error, queue: name }, 'job queue: fetching jobs failed');
      }
      if (jobs.length > 0) {
        await this.runBatch(jobs);
        continue;
      }
      if (this.wakeUp.signal.aborted) this.wakeUp = new AbortController();
      else await sleep(pollIntervalMs, this.wakeUp.signal);
    }
  }

  private async runBatch(jobs: FetchedJob[]): Promise<void> {
    const controller = new AbortController();
    this.running.set(jobs, controller);
    const expireMs = Math.max(...jobs.map((job) => Number(job.expireInSeconds))) * 1000;
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`the job ran longer than its ${expireMs / 1000} s expiry`)), expireMs);
    });
    // Through a promise, so a handler that throws before its first await fails its jobs too.
    const handled = Promise.resolve().then(() => this.options.run(jobs, controller.signal));
    // A handler that outlives its expiry keeps running; its end must not become an unhandled rejection.
    handled.catch(() => undefined);
    let failure: unknown;
    try {
      await Promise.race([handled, expired]);
    } catch (error) {
      failure = error;
      controller.abort();
    } finally {
      clearTimeout(timer);
    }
    // Settled by stop() already when it gave up waiting.
    if (!this.running.delete(jobs)) return;
    await this.settle(jobs, failure);
  }

  private async settle(jobs: FetchedJob[], failure: unknown): Promise<void> {
    const { boss, name, log } = this.options;
    this.running.delete(jobs);
    const ids = jobs.map((job) => job.id);
    try {
      if (failure === undefined) await settleJobs(boss).complete(name, ids, null);
      else {
        log.warn({ err: failure, queue: name, jobs: ids }, 'job failed; it is retried while its retry limit allows');
        await settleJobs(boss).fail(name, ids, failure instanceof Error ? failure : { value: String(failure) });
      }
    } catch (error) {
      // The job stays active until it expires; pg-boss's maintenance then retries it.
      log.error({ err: error, queue: name, jobs: ids }, 'job queue: recording the outcome of a job failed');
    }
  }
}
