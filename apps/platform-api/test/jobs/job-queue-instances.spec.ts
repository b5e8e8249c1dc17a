import type { DatabaseHandle } from '../../src/db/database';
import { createJobQueue } from '../../src/jobs/job-queue';
import type { JobQueue } from '../../src/jobs/job-types';
import { createTestDatabase, pause, postgresUrl, recordingLog, type TestDatabase, waitFor } from '../helpers/test-database';

/**
 * Several API instances on one PostgreSQL database: two queues, each with its own connection
 * pool, on the same schema. PGlite is one process's database, so this suite needs
 * TEST_DATABASE_URL.
 */

jest.setTimeout(60_000);

const describeOnPostgres = postgresUrl ? describe : describe.skip;

describeOnPostgres('job queue with several instances', () => {
  let testDatabase: TestDatabase;
  let instances: DatabaseHandle[];
  let queues: JobQueue[] = [];
  const log = recordingLog();

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    instances = [testDatabase.database, await testDatabase.openAnother()];
  });

  afterEach(async () => {
    await Promise.all(queues.map((queue) => queue.stop()));
    queues = [];
  });

  afterAll(() => testDatabase.close());

  function startInstances(define: (queue: JobQueue, instance: number) => void, options = {}): Promise<void[]> {
    queues = instances.map((database, instance) => {
      const queue = createJobQueue({ db: database.db, log, workers: true, pollIntervalMs: 50, ...options });
      define(queue, instance);
      return queue;
    });
    return Promise.all(queues.map((queue) => queue.start()));
  }

  it('runs each job once although both instances work the queue', async () => {
    const runs: Array<{ n: number; instance: number }> = [];
    await startInstances((queue, instance) =>
      queue.define<{ n: number }>(
        'test.shared',
        async (job) => {
          runs.push({ n: job.data.n, instance });
          await pause(5);
        },
        { concurrency: 2 },
      ),
    );
    for (let n = 0; n < 60; n += 1) await queues[n % 2]!.send('test.shared', { n });

    await waitFor(
      () => runs.length,
      (count) => count >= 60,
    );
    await pause(300);
    expect(runs.map((run) => run.n).sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, n) => n));
    expect(new Set(runs.map((run) => run.instance))).toEqual(new Set([0, 1]));
  });

  it('sends a scheduled job once per period, whichever instance evaluates the schedule', async () => {
    // A period is a minute; observe within one, so that exactly one run is right.
    const second = new Date().getUTCSeconds();
    if (second > 48) await pause((61 - second) * 1000);
    const minute = Math.floor(Date.now() / 60_000);

    const runs: Array<{ instance: number; minute: number }> = [];
    await startInstances(
      (queue, instance) => {
        queue.define('test.every-minute', async () => void runs.push({ instance, minute: Math.floor(Date.now() / 60_000) }));
        queue.schedule('test.every-minute', '* * * * *');
      },
      // Both instances evaluate the schedule every second and create its jobs every second.
      { cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1 },
    );

    await waitFor(
      () => runs.length,
      (count) => count >= 1,
    );
    await pause(5_000);
    expect(runs).toHaveLength(1);
    expect(runs[0]!.minute).toBe(minute);
    expect(log.errors).toEqual([]);
  });
});
