import { sql } from 'kysely';
import { readConfig } from '../../src/config';
import { createJobQueue, type JobQueueOptions } from '../../src/jobs/job-queue';
import type { JobQueue } from '../../src/jobs/job-types';
import { createTestDatabase, pause, recordingLog, type TestDatabase, waitFor } from '../helpers/test-database';

/**
 * The job queue on the suite's database (PGlite, or PostgreSQL with TEST_DATABASE_URL): what a
 * caller notices is which handlers run, how often, and when.
 */

jest.setTimeout(30_000);

let testDatabase: TestDatabase;
const queues: JobQueue[] = [];
const log = recordingLog();

function newQueue(options: Partial<JobQueueOptions> = {}): JobQueue {
  const queue = createJobQueue({ db: testDatabase.database.db, log, workers: true, pollIntervalMs: 50, stopTimeoutMs: 2_000, ...options });
  queues.push(queue);
  return queue;
}

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  await sql`create table job_effects (id serial primary key, job text not null, note text not null)`.execute(testDatabase.database.db);
});

afterEach(async () => {
  while (queues.length > 0) await queues.pop()!.stop();
});

afterAll(() => testDatabase.close());

describe('job queue', () => {
  it('runs each sent job once', async () => {
    const runs: number[] = [];
    const queue = newQueue();
    queue.define<{ n: number }>('test.runs-once', async (job) => void runs.push(job.data.n));
    await queue.start();
    for (let n = 0; n < 5; n += 1) await queue.send('test.runs-once', { n });

    await waitFor(
      () => runs.length,
      (count) => count === 5,
    );
    await pause(300);
    expect([...runs].sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('retries a failed job until it succeeds, and gives up after its retry limit', async () => {
    const attempts: Record<string, number[]> = { flaky: [], broken: [] };
    const queue = newQueue();
    queue.define<{ kind: 'flaky' | 'broken' }>(
      'test.retried',
      async (job) => {
        attempts[job.data.kind]!.push(job.attempt);
        if (job.data.kind === 'broken' || job.attempt < 3) throw new Error(`attempt ${job.attempt} failed`);
      },
      { retryLimit: 3, retryDelaySeconds: 0, retryBackoff: false },
    );
    await queue.start();
    await queue.send('test.retried', { kind: 'flaky' });
    await queue.send('test.retried', { kind: 'broken' });

    await waitFor(
      () => attempts['broken']!.length,
      (count) => count === 4,
    );
    await pause(300);
    expect(attempts).toEqual({ flaky: [1, 2, 3], broken: [1, 2, 3, 4] });
  });

  it('never runs a job sent in a transaction that rolled back', async () => {
    const runs: string[] = [];
    const queue = newQueue();
    queue.define<{ from: string }>('test.transactional', async (job) => void runs.push(job.data.from));
    await queue.start();
    const db = testDatabase.database.db;

    await expect(
      db.transaction().execute(async (trx) => {
        await queue.send('test.transactional', { from: 'rolled back' }, { db: trx });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await db.transaction().execute((trx) => queue.send('test.transactional', { from: 'committed' }, { db: trx }));

    // Jobs run in the order they were sent, so the rolled-back one would have come first.
    await waitFor(
      () => runs.length,
      (count) => count === 1,
    );
    await pause(300);
    expect(runs).toEqual(['committed']);
  });

  it('runs a job sent in a transaction as soon as the transaction commits, not at the next poll', async () => {
    let runs = 0;
    // A poll far longer than the test's wait: only the wake after the commit can run the job in time.
    const queue = newQueue({ pollIntervalMs: 60_000 });
    queue.define('test.after-commit', async () => void (runs += 1));
    await queue.start();
    await pause(100);

    await testDatabase.database.db.transaction().execute(async (trx) => {
      await queue.send('test.after-commit', {}, { db: trx });
      // Work after the send keeps the job uncommitted past the worker's first look.
      await pause(300);
    });

    await waitFor(
      () => runs,
      (count) => count === 1,
      5_000,
    );
  });

  it('commits a handler effect and the job completion together (completeWithin)', async () => {
    const db = testDatabase.database.db;
    const attempts: number[] = [];
    const queue = newQueue();
    queue.define<{ note: string }>(
      'test.complete-within',
      async (job) => {
        attempts.push(job.attempt);
        await db.transaction().execute(async (trx) => {
          await sql`insert into job_effects (job, note) values ('complete-within', ${job.data.note})`.execute(trx);
          await job.completeWithin(trx);
          // The first attempt dies before its transaction commits: effect and completion are undone.
          if (job.attempt === 1) throw new Error('crash before the commit');
        });
        // Every attempt dies after its commit, before reporting back: the job is done all the same.
        throw new Error('crash after the commit');
      },
      { retryLimit: 5, retryDelaySeconds: 0, retryBackoff: false },
    );
    await queue.start();
    await queue.send('test.complete-within', { note: 'once' });

    await waitFor(
      () => attempts.length,
      (count) => count === 2,
    );
    await pause(400);
    expect(attempts).toEqual([1, 2]);
    const effects = await sql<{ note: string }>`select note from job_effects where job = 'complete-within'`.execute(db);
    expect(effects.rows).toEqual([{ note: 'once' }]);
  });

  it('keeps one waiting job per key on a "short" queue', async () => {
    const queue = newQueue({ workers: false });
    queue.define('test.short', async () => undefined, { policy: 'short' });
    await queue.start();

    const first = await queue.send('test.short', { n: 1 }, { singletonKey: 'player-7' });
    const second = await queue.send('test.short', { n: 2 }, { singletonKey: 'player-7' });
    const other = await queue.send('test.short', { n: 3 }, { singletonKey: 'player-8' });
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    expect(other).toEqual(expect.any(String));
  });

  it('queues but runs nothing without workers (JOBS_WORKERS=0); a worker process runs it later', async () => {
    const runs: string[] = [];
    const apiOnly = newQueue({ workers: false });
    apiOnly.define<{ n: number }>('test.api-only', async () => void runs.push('api-only'));
    await apiOnly.start();
    await apiOnly.send('test.api-only', { n: 1 });
    await pause(300);
    expect(runs).toEqual([]);
    await apiOnly.stop();

    const worker = newQueue();
    worker.define<{ n: number }>('test.api-only', async () => void runs.push('worker'));
    await worker.start();
    await waitFor(
      () => runs.length,
      (count) => count === 1,
    );
    expect(runs).toEqual(['worker']);
  });

  it('waits for a running handler when it stops', async () => {
    const events: string[] = [];
    const queue = newQueue();
    queue.define('test.graceful', async () => {
      events.push('started');
      await pause(300);
      events.push('finished');
    });
    await queue.start();
    await queue.send('test.graceful', null);
    await waitFor(
      () => events.length,
      (count) => count === 1,
    );

    await queue.stop();
    events.push('stopped');
    expect(events).toEqual(['started', 'finished', 'stopped']);
  });

  it('hands a job that outlived a stopping process to the next one (a restart)', async () => {
    const seen: Array<{ process: string; attempt: number }> = [];
    const stuck = newQueue({ stopTimeoutMs: 200 });
    stuck.define(
      'test.restart',
      async (job) => {
        seen.push({ process: 'old', attempt: job.attempt });
        await new Promise((resolve) => job.signal.addEventListener('abort', resolve));
      },
      { retryDelaySeconds: 0, retryBackoff: false },
    );
    await stuck.start();
    await stuck.send('test.restart', null);
    await waitFor(
      () => seen.length,
      (count) => count === 1,
    );
    await stuck.stop();

    const next = newQueue();
    next.define('test.restart', async (job) => void seen.push({ process: 'new', attempt: job.attempt }));
    await next.start();
    await waitFor(
      () => seen.length,
      (count) => count === 2,
    );
    expect(seen).toEqual([
      { process: 'old', attempt: 1 },
      { process: 'new', attempt: 2 },
    ]);
  });

  it('retries an attempt that ran past its expiry, and aborts its signal', async () => {
    const seen: Array<{ attempt: number; aborted: boolean }> = [];
    const queue = newQueue();
    queue.define(
      'test.expiry',
      async (job) => {
        if (job.attempt === 1) await new Promise((resolve) => job.signal.addEventListener('abort', resolve));
        seen.push({ attempt: job.attempt, aborted: job.signal.aborted });
      },
      { expireInSeconds: 1, retryDelaySeconds: 0, retryBackoff: false },
    );
    await queue.start();
    await queue.send('test.expiry', null);
    await waitFor(
      () => seen.length,
      (count) => count === 2,
    );
    expect(seen).toEqual([
      { attempt: 1, aborted: true },
      { attempt: 2, aborted: false },
    ]);
  });

  it('refuses what cannot work: unknown jobs, sends before start, definitions after it', async () => {
    const queue = newQueue({ workers: false });
    queue.define('test.known', async () => undefined);
    expect(() => queue.define('test.known', async () => undefined)).toThrow('defined twice');
    expect(() => queue.define('Not A Name', async () => undefined)).toThrow('is not a job name');
    expect(() => queue.schedule('test.unknown', '* * * * *')).toThrow('not defined');
    await expect(queue.send('test.known', null)).rejects.toThrow('while the queue is new');
    await queue.start();
    await expect(queue.send('test.unknown', null)).rejects.toThrow('no job named "test.unknown"');
    expect(() => queue.define('test.late', async () => undefined)).toThrow('before the queue starts');
  });
});

describe('JOBS_WORKERS', () => {
  it.each([
    [undefined, true],
    ['1', true],
    ['0', false],
    ['false', false],
    ['off', false],
  ])('JOBS_WORKERS=%s runs workers: %s', (value, workers) => {
    expect(readConfig(value === undefined ? {} : { JOBS_WORKERS: value }).jobWorkers).toBe(workers);
  });
});
