import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** The little of Fastify's logger the queue uses (tests pass their own). */
export interface JobLog {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/**
 * pg-boss queue policies, i.e. what a job's `singletonKey` means on this queue:
 * - `standard`: nothing by itself (combine with `singletonSeconds` to throttle);
 * - `short`: at most one job per key waiting to run (more sends are dropped until it starts);
 * - `singleton`: at most one job per key running at a time, across all processes;
 * - `stately`: at most one waiting and one running per key.
 */
export type JobPolicy = 'standard' | 'short' | 'singleton' | 'stately';

export interface JobDefinitionOptions {
  /** Retries after the first attempt fails (default 3). */
  retryLimit?: number;
  /** Seconds before a retry (default 10); with `retryBackoff` the base of an exponential delay. */
  retryDelaySeconds?: number;
  /** Exponential backoff with jitter between retries (default true). */
  retryBackoff?: boolean;
  /**
   * How long one attempt may run (default 15 minutes). Past it the attempt counts as failed and
   * is retried: that is also how a job whose process died mid-run comes back.
   */
  expireInSeconds?: number;
  policy?: JobPolicy;
  /** Jobs of this queue this process runs at once (default 1; PGlite gains nothing from more). */
  concurrency?: number;
}

export interface BatchDefinitionOptions extends JobDefinitionOptions {
  /** Most jobs handed to one call of the handler (default 20). */
  batchSize?: number;
}

export interface Job<Data> {
  id: string;
  name: string;
  data: Data;
  /** 1 for the first attempt, 2 for the first retry, … */
  attempt: number;
  /** Aborted when the attempt expired or the process stopped without waiting for it. */
  signal: AbortSignal;
  /**
   * Marks the job completed inside the handler's own transaction, so its effect and its
   * completion commit together: after that commit it never runs again, even if the process dies
   * before reporting back. Throws (rolling the transaction back) when the job is no longer
   * running here, e.g. it expired and was handed to another attempt.
   */
  completeWithin(trx: Transaction<Database>): Promise<void>;
}

export type JobHandler<Data> = (job: Job<Data>) => Promise<void>;
export type BatchHandler<Data> = (jobs: Array<Job<Data>>) => Promise<void>;

export interface SendOptions {
  /** The caller's transaction: the job exists only if it commits. */
  db?: Transaction<Database>;
  /** See `JobPolicy`; with `singletonSeconds`, one job per key per time slot on any policy. */
  singletonKey?: string;
  singletonSeconds?: number;
  /** Not before this time, or this many seconds from now. */
  startAfter?: Date | number;
  /** A job id of your own (a UUID, see `stableJobId`): sending the same id again while it is kept does nothing. */
  id?: string;
}

export interface ScheduleOptions {
  /** IANA time zone of the cron expression (default UTC). */
  timezone?: string;
}

export interface JobQueue {
  /** Declares a job and its handler; before `start`. */
  define<Data>(name: string, handler: JobHandler<Data>, options?: JobDefinitionOptions): void;
  /** Like `define`, with up to `batchSize` jobs per call, completed or failed together. */
  defineBatch<Data>(name: string, handler: BatchHandler<Data>, options?: BatchDefinitionOptions): void;
  /** Queues a job (after `start`); resolves to its id, or null when a singleton rule dropped it. */
  send<Data>(name: string, data: Data, options?: SendOptions): Promise<string | null>;
  /**
   * Runs a defined job once per period of a five-field cron expression (minute precision),
   * once across every process of the database; before `start`.
   */
  schedule(name: string, cron: string, data?: unknown, options?: ScheduleOptions): void;
  /** Whether this process runs handlers (JOBS_WORKERS); sends work either way. */
  readonly workers: boolean;
  /** Where pg-boss keeps its tables (known after `start`). */
  readonly schema: string | undefined;
  start(): Promise<void>;
  /** Takes no new jobs, waits for running handlers (up to the stop timeout), then releases the database. */
  stop(): Promise<void>;
}
