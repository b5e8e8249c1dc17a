import { sql } from 'kysely';
import PgBoss from 'pg-boss';
import { afterCommit } from '../db/commit-hooks';
import type { Db } from '../db/database';
import { createBossDatabase, transactionDatabase } from './boss-database';
import type {
  BatchDefinitionOptions,
  BatchHandler,
  Job,
  JobDefinitionOptions,
  JobHandler,
  JobLog,
  JobQueue,
  ScheduleOptions,
  SendOptions,
} from './job-types';
import { type FetchedJob, QueueWorker, settleJobs } from './queue-worker';

export interface JobQueueOptions {
  db: Db;
  log: JobLog;
  /** Run handlers in this process (false: an API-only instance that only sends). */
  workers: boolean;
  /** How often an idle worker looks for jobs (default 1 s). */
  pollIntervalMs?: number;
  /** How long `stop` waits for running handlers (default 30 s). */
  stopTimeoutMs?: number;
  /** pg-boss tuning, shortened by tests: how often cron is evaluated and its jobs created, and maintenance runs. */
  cronMonitorIntervalSeconds?: number;
  cronWorkerIntervalSeconds?: number;
  maintenanceIntervalSeconds?: number;
}

const DEFAULTS: Required<JobDefinitionOptions> = {
  retryLimit: 3,
  retryDelaySeconds: 10,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
  policy: 'standard',
  concurrency: 1,
};

const JOB_NAME = /^[a-z][a-z0-9]*(?:[.-][a-z0-9]+)*$/;

/**
 * Where pg-boss keeps its tables: beside the app's schema, never inside it (its `job`, `queue`,
 * `schedule` and `version` tables would share names with the app's). `pgboss` next to `public`;
 * `<schema>_pgboss` for a schema of its own, so parallel test suites never meet.
 */
export function queueSchemaFor(databaseSchema: string): string {
  return databaseSchema === 'public' ? 'pgboss' : `${databaseSchema}_pgboss`;
}

function definedOnly<T extends object>(settings: T): Partial<T> {
  return Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** unique_violation (a catalogue row), duplicate_schema, duplicate_object, duplicate_table. */
const INSTALL_RACE_CODES = new Set(['23505', '42P06', '42710', '42P07']);
const DEADLOCK = '40P01';

/**
 * pg-boss creates a queue (its row, a partition with foreign keys to the queue table) without a
 * lock of its own: instances starting together and creating the same queue can deadlock. The
 * database aborts one of them; on retry the queue exists and nothing is left to do.
 */
/**
 * Two instances starting at once on an empty database both install pg-boss; pg-boss expects that
 * and takes an advisory lock, yet PostgreSQL can still refuse the loser's catalogue row as a
 * duplicate (a schema, type or table created in the same instant). The loser starts again with a
 * fresh pg-boss, which then finds the queue installed.
 */
async function retryInstallRace<T>(start: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await start();
    } catch (error) {
      if (!INSTALL_RACE_CODES.has((error as { code?: string }).code ?? '') || attempt === 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100 * attempt));
    }
  }
}

async function retryDeadlock(create: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await create();
    } catch (error) {
      if ((error as { code?: string }).code !== DEADLOCK || attempt === 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 100 * attempt));
    }
  }
}

interface Definition {
  options: Required<JobDefinitionOptions>;
  batchSize: number;
  run(jobs: FetchedJob[], signal: AbortSignal): Promise<void>;
}

interface Schedule {
  name: string;
  cron: string;
  data: unknown;
  timezone: string;
}

/** The app's job queue: pg-boss on the app's own database (PGlite or PostgreSQL); see README.md. */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { db, log, workers } = options;
  const definitions = new Map<string, Definition>();
  const schedules: Schedule[] = [];
  const running = new Map<string, QueueWorker>();
  const bossDatabase = createBossDatabase(db);
  let boss: PgBoss | undefined;
  let schema: string | undefined;
  let state: 'new' | 'starting' | 'started' | 'stopped' = 'new';
  let starting: Promise<void> | undefined;

  function toJob<Data>(fetched: FetchedJob, signal: AbortSignal): Job<Data> {
    return {
      id: fetched.id,
      name: fetched.name,
      data: fetched.data as Data,
      attempt: fetched.retryCount + 1,
      signal,
      async completeWithin(trx) {
        const result = await settleJobs(boss!).complete(fetched.name, [fetched.id], null, { db: transactionDatabase(trx) });
        if (result.affected !== 1) {
          throw new Error(`job ${fetched.name} ${fetched.id} is no longer running here (it expired or was settled elsewhere)`);
        }
      },
    };
  }

  function register(name: string, batchSize: number, definition: JobDefinitionOptions, run: Definition['run']): void {
    if (state !== 'new') throw new Error(`job queue: define "${name}" before the queue starts`);
    if (!JOB_NAME.test(name)) throw new Error(`job queue: "${name}" is not a job name (lower case words joined by . or -)`);
    if (definitions.has(name)) throw new Error(`job queue: "${name}" is defined twice`);
    definitions.set(name, { options: { ...DEFAULTS, ...definition }, batchSize, run });
  }

  /** A fresh pg-boss on the queue's schema, started (installed on the first start of all). */
  async function startBoss(queueSchema: string): Promise<PgBoss> {
    const fresh = new PgBoss({
      db: bossDatabase,
      schema: queueSchema,
      migrate: true,
      // Maintenance (expiring, archiving) and cron run where handlers run; each takes turns
      // across processes through a timestamp in pg-boss's version table.
      supervise: workers,
      schedule: workers,
      // pg-boss tells a setting from its absence with `in`: unset ones must not be there at all.
      ...definedOnly({
        cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds,
        cronWorkerIntervalSeconds: options.cronWorkerIntervalSeconds,
        maintenanceIntervalSeconds: options.maintenanceIntervalSeconds,
      }),
    });
    fresh.on('error', (error: unknown) => log.error({ err: error }, 'job queue: pg-boss reported an error'));
    try {
      await fresh.start();
    } catch (error) {
      await fresh.stop({ graceful: false }).catch(() => undefined);
      throw error;
    }
    return fresh;
  }

  async function start(): Promise<void> {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    schema = queueSchemaFor(rows[0]!.schema);
    const started = await retryInstallRace(() => startBoss(schema!));
    boss = started;
    for (const [name, { options: queue }] of definitions) {
      const settings = {
        name,
        policy: queue.policy,
        retryLimit: queue.retryLimit,
        retryDelay: queue.retryDelaySeconds,
        retryBackoff: queue.retryBackoff,
        expireInSeconds: queue.expireInSeconds,
      };
      // Created once; later starts apply changed settings to jobs sent from then on.
      await retryDeadlock(() => started.createQueue(name, settings));
      await started.updateQueue(name, settings);
    }
    for (const entry of schedules) await started.schedule(entry.name, entry.cron, entry.data as object, { tz: entry.timezone });
    if (!workers) return;
    for (const [name, definition] of definitions) {
      const worker = new QueueWorker({
        boss: started,
        name,
        run: definition.run,
        batchSize: definition.batchSize,
        concurrency: definition.options.concurrency,
        pollIntervalMs: options.pollIntervalMs ?? 1000,
        log,
      });
      running.set(name, worker);
      worker.start();
    }
  }

  return {
    workers,
    get schema() {
      return schema;
    },

    define<Data>(name: string, handler: JobHandler<Data>, definition: JobDefinitionOptions = {}) {
      register(name, 1, definition, (jobs, signal) => handler(toJob<Data>(jobs[0]!, signal)));
    },

    defineBatch<Data>(name: string, handler: BatchHandler<Data>, definition: BatchDefinitionOptions = {}) {
      const { batchSize = 20, ...rest } = definition;
      register(name, batchSize, rest, (jobs, signal) => handler(jobs.map((job) => toJob<Data>(job, signal))));
    },

    schedule(name: string, cron: string, data?: unknown, scheduleOptions: ScheduleOptions = {}) {
      if (state !== 'new') throw new Error(`job queue: schedule "${name}" before the queue starts`);
      if (!definitions.has(name)) throw new Error(`job queue: schedule of "${name}", which is not defined`);
      schedules.push({ name, cron, data: data ?? null, timezone: scheduleOptions.timezone ?? 'UTC' });
    },

    async send<Data>(name: string, data: Data, sendOptions: SendOptions = {}) {
      if (state !== 'started' || !boss) throw new Error(`job queue: send "${name}" while the queue is ${state}`);
      if (!definitions.has(name)) throw new Error(`job queue: no job named "${name}" is defined`);
      const { db: trx, singletonKey, singletonSeconds, startAfter, id } = sendOptions;
      const jobId = await boss.send(
        name,
        (data ?? null) as object,
        definedOnly({ db: trx && transactionDatabase(trx), singletonKey, singletonSeconds, startAfter, id }),
      );
      const worker = running.get(name);
      if (jobId && startAfter === undefined && worker) {
        // A fetch before the caller's commit finds nothing on PostgreSQL (the job would wait for the
        // next poll, a second by default), so a job sent in a transaction wakes the worker once the
        // transaction has committed, and never if it rolls back.
        if (trx) await afterCommit(trx, () => worker.wake());
        else worker.wake();
      }
      return jobId;
    },

    start() {
      if (state !== 'new') return starting ?? Promise.resolve();
      state = 'starting';
      starting = start().then(() => {
        state = 'started';
      });
      return starting;
    },

    async stop() {
      if (state === 'new' || state === 'stopped') {
        state = 'stopped';
        return;
      }
      await starting?.catch(() => undefined);
      state = 'stopped';
      const timeoutMs = options.stopTimeoutMs ?? 30_000;
      await Promise.all([...running.values()].map((worker) => worker.stop(timeoutMs)));
      running.clear();
      await boss?.stop({ graceful: true, close: false, wait: true, timeout: 1000 });
      await bossDatabase.drained();
    },
  };
}
