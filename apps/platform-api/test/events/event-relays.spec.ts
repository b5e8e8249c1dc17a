import type { DatabaseHandle } from '../../src/db/database';
import type { DomainEventType } from '../../src/events/event-catalogue';
import { createEventBus, type EventBus } from '../../src/events/event-bus';
import { createJobQueue } from '../../src/jobs/job-queue';
import type { JobQueue } from '../../src/jobs/job-types';
import { createTestDatabase, postgresUrl, recordingLog, type TestDatabase } from '../helpers/test-database';
import {
  appliedEvents,
  createEffectsTable,
  depositCompleted,
  effectWriter,
  relayUntilCaughtUp,
  resetEvents,
  roundPlayed,
  streamOrder,
  withdrawalRequested,
} from './event-fixtures';

/**
 * Two API instances (each its own connection pool) record events concurrently and relay them
 * concurrently to the same consumers. PGlite is one process's database, so this suite needs
 * TEST_DATABASE_URL.
 */

jest.setTimeout(60_000);

const describeOnPostgres = postgresUrl ? describe : describe.skip;

const consumers: Array<{ name: string; types: DomainEventType[] }> = [
  { name: 'test.rounds', types: ['round.played'] },
  { name: 'test.money', types: ['deposit.completed', 'withdrawal.requested'] },
  { name: 'test.everything', types: ['round.played', 'deposit.completed', 'withdrawal.requested'] },
];

describeOnPostgres('two relays on PostgreSQL', () => {
  let testDatabase: TestDatabase;
  const queues: JobQueue[] = [];
  const log = recordingLog();

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    await createEffectsTable(testDatabase.database.db);
    await resetEvents(testDatabase.database.db);
  });

  afterAll(async () => {
    for (const queue of queues) await queue.stop();
    await testDatabase.close();
  });

  async function instance(database: DatabaseHandle, deliveries: number[]): Promise<EventBus> {
    const jobs = createJobQueue({ db: database.db, log, workers: false });
    queues.push(jobs);
    const bus = createEventBus({ db: database.db, jobs, log, batchSize: 7 });
    for (const { name, types } of consumers) bus.subscribe(name, types, effectWriter(name, deliveries));
    await jobs.start();
    await bus.start();
    return bus;
  }

  it('deliver every event once, in stream order, while events keep being recorded', async () => {
    const databases = [testDatabase.database, await testDatabase.openAnother()];
    const deliveries: number[] = [];
    const buses = await Promise.all(databases.map((database) => instance(database, deliveries)));
    const makers = [roundPlayed, () => depositCompleted(), withdrawalRequested];

    let recording = true;
    const record = async (database: DatabaseHandle, bus: EventBus, transactions: number) => {
      for (let n = 0; n < transactions; n += 1) {
        await database.db.transaction().execute(async (trx) => {
          for (let event = 0; event <= n % 4; event += 1) await bus.record(trx, makers[(n + event) % 3]!());
        });
      }
    };
    const relayWhileRecording = async (bus: EventBus) => {
      while (recording) await bus.relay();
    };

    const relays = buses.map(relayWhileRecording);
    await Promise.all(databases.map((database, index) => record(database, buses[index]!, 40)));
    recording = false;
    await Promise.all(relays);
    const db = testDatabase.database.db;
    await Promise.all(buses.map((bus) => bus.relay()));
    await relayUntilCaughtUp(
      db,
      buses.map((bus) => () => bus.relay()),
    );

    const applied = await appliedEvents(db);
    for (const { name, types } of consumers) expect(applied[name]).toEqual(await streamOrder(db, types));
    expect(applied['test.everything']).toHaveLength(2 * (10 * (1 + 2 + 3 + 4)));
    // Not only applied once: delivered once, since a relay waits for the other's consumer lock.
    expect(deliveries).toHaveLength(Object.values(applied).flat().length);
    expect(log.errors).toEqual([]);
  });
});
