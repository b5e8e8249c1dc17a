import { sql } from 'kysely';
import { buildApp } from '../../src/app';
import { readConfig } from '../../src/config';
import type { DomainEventType, NewEvent } from '../../src/events/event-catalogue';
import { createEventBus, type EventBus, type SubscribeOptions } from '../../src/events/event-bus';
import { createJobQueue } from '../../src/jobs/job-queue';
import type { JobQueue } from '../../src/jobs/job-types';
import { createTestDatabase, recordingLog, type TestDatabase, waitFor } from '../helpers/test-database';
import { countRoundTrips } from '../betting/round-trips';
import {
  appliedEvents,
  createEffectsTable,
  depositCompleted,
  effectWriter,
  resetEvents,
  roundPlayed,
  setEffectWriter,
  streamOrder,
  withdrawalRequested,
} from './event-fixtures';

/**
 * The outbox on the suite's database (PGlite, or PostgreSQL with TEST_DATABASE_URL). The relay
 * is run by hand (`bus.relay()`, what the relay job does) so each step is observable; the last
 * tests let the job queue run it.
 */

jest.setTimeout(30_000);

let testDatabase: TestDatabase;
let queues: JobQueue[] = [];
const log = recordingLog();
const db = () => testDatabase.database.db;

interface ConsumerSpec {
  name: string;
  types: DomainEventType[];
  fault?: Parameters<typeof effectWriter>[2];
  options?: SubscribeOptions;
  /** A consumer of sets (`subscribeBatch`): its calls' sets go to `calls`. */
  sets?: boolean;
}

/** A bus as one process has it: its own job queue (no workers: the test relays) and consumers. */
async function startBus(
  consumers: ConsumerSpec[],
): Promise<{ bus: EventBus; deliveries: Record<string, number[]>; calls: Record<string, number[][]> }> {
  const jobs = createJobQueue({ db: db(), log, workers: false });
  queues.push(jobs);
  const bus = createEventBus({ db: db(), jobs, log, retryDelaySeconds: () => 0 });
  const deliveries: Record<string, number[]> = {};
  const calls: Record<string, number[][]> = {};
  for (const { name, types, fault, options, sets } of consumers) {
    deliveries[name] = [];
    calls[name] = [];
    if (sets) bus.subscribeBatch(name, types, setEffectWriter(name, calls[name]!, fault), options);
    else bus.subscribe(name, types, effectWriter(name, deliveries[name]!, fault), options);
  }
  await jobs.start();
  await bus.start();
  return { bus, deliveries, calls };
}

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  await createEffectsTable(db());
});

beforeEach(() => resetEvents(db()));

afterEach(async () => {
  for (const queue of queues) await queue.stop();
  queues = [];
});

afterAll(() => testDatabase.close());

describe('domain events outbox', () => {
  it('delivers each committed event once, in stream order, to every consumer of its type', async () => {
    const { bus } = await startBus([
      { name: 'test.rounds', types: ['round.played'] },
      { name: 'test.money', types: ['deposit.completed', 'withdrawal.requested'] },
      { name: 'test.everything', types: ['round.played', 'deposit.completed', 'withdrawal.requested'] },
    ]);
    await db()
      .transaction()
      .execute(async (trx) => {
        await bus.record(trx, roundPlayed());
        await bus.record(trx, depositCompleted());
      });
    await db()
      .transaction()
      .execute(async (trx) => {
        await bus.record(trx, withdrawalRequested());
        await bus.record(trx, roundPlayed());
      });

    await bus.relay();
    await bus.relay();

    expect(await appliedEvents(db())).toEqual({
      'test.rounds': await streamOrder(db(), ['round.played']),
      'test.money': await streamOrder(db(), ['deposit.completed', 'withdrawal.requested']),
      'test.everything': await streamOrder(db(), ['round.played', 'deposit.completed', 'withdrawal.requested']),
    });
    expect((await appliedEvents(db()))['test.everything']).toHaveLength(4);
  });

  it('never delivers an event whose transaction rolled back', async () => {
    const { bus } = await startBus([{ name: 'test.rounds', types: ['round.played'] }]);
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await bus.record(trx, roundPlayed());
          throw new Error('the spin failed');
        }),
    ).rejects.toThrow('the spin failed');
    const committed = await db()
      .transaction()
      .execute((trx) => bus.record(trx, roundPlayed()));

    await bus.relay();
    expect(await appliedEvents(db())).toEqual({ 'test.rounds': [committed] });
  });

  it('rolls back a failing consumer with its changes and retries it later; others go on; nothing is skipped', async () => {
    let second = 0;
    const { bus, deliveries } = await startBus([
      {
        name: 'test.flaky',
        types: ['round.played'],
        // The second event fails twice: once before, once after the consumer wrote its change.
        fault: (event, delivery) =>
          event.id !== second ? undefined : delivery === 1 ? 'after-write' : delivery === 2 ? 'before-write' : undefined,
      },
      { name: 'test.steady', types: ['round.played'] },
    ]);
    const ids: number[] = [];
    for (let n = 0; n < 3; n += 1)
      ids.push(
        (await db()
          .transaction()
          .execute((trx) => bus.record(trx, roundPlayed())))!,
      );
    second = ids[1]!;

    await bus.relay();
    expect(await appliedEvents(db())).toEqual({ 'test.flaky': [ids[0]], 'test.steady': ids });
    const waiting = await db().selectFrom('event_consumers').selectAll().where('name', '=', 'test.flaky').executeTakeFirstOrThrow();
    expect(waiting).toMatchObject({ attempts: 1, last_error: expect.stringContaining(`crashed after writing event ${second}`) });

    await bus.relay();
    await bus.relay();
    expect(await appliedEvents(db())).toEqual({ 'test.flaky': ids, 'test.steady': ids });
    expect(deliveries['test.flaky']).toEqual([ids[0], ids[1], ids[1], ids[1], ids[2]]);
    expect(log.errors.filter((entry) => (entry.details as { consumer?: string }).consumer === 'test.flaky')).toHaveLength(2);
  });

  it('hands a consumer of sets its delivery batch in one call, in stream order, with a constant number of statements', async () => {
    const { bus, calls } = await startBus([{ name: 'test.sets', types: ['round.played', 'deposit.completed'], sets: true }]);
    const record = (events: NewEvent[]) =>
      db()
        .transaction()
        .execute(async (trx) => {
          for (const event of events) await bus.record(trx, event);
        });
    await record([roundPlayed(), depositCompleted()]);
    await record([withdrawalRequested(), roundPlayed(), roundPlayed()]);
    const { roundTrips: forFour } = await countRoundTrips(() => bus.relay());
    await record(Array.from({ length: 30 }, () => roundPlayed()));
    await record([depositCompleted()]);
    const { roundTrips: forThirtyOne } = await countRoundTrips(() => bus.relay());

    const order = await streamOrder(db(), ['round.played', 'deposit.completed']);
    expect(order).toHaveLength(35);
    expect(await appliedEvents(db())).toEqual({ 'test.sets': order });
    // One call per delivery batch, the events of its types only (not the withdrawal), in stream order.
    expect(calls['test.sets']).toEqual([order.slice(0, 4), order.slice(4)]);
    const { rows } = await sql<{ position: number; head: number; attempts: number }>`
      select c.position, s.head, c.attempts from event_consumers c, event_stream s where c.name = 'test.sets'`.execute(db());
    expect(rows[0]).toEqual({ position: rows[0]!.head, head: rows[0]!.head, attempts: 0 });
    // The relay's pass (stamping, the delivery transaction) sends as many statements for 31 events as for 4.
    expect(forThirtyOne).toBe(forFour);
  });

  it('isolates a poison event of a set: the events before it commit, the cursor stops before it, it alone is retried with backoff', async () => {
    let poison = 0;
    let transient = 0;
    const { bus, calls } = await startBus([
      // Fails the first two times it is handled: in the set, and alone right after.
      {
        name: 'test.poisoned',
        types: ['round.played'],
        sets: true,
        fault: (event, n) => (event.id === poison && n <= 2 ? 'before-write' : undefined),
      },
      // Fails in the set only, after writing: the batch is handled again one by one, and all of it commits now.
      {
        name: 'test.transient',
        types: ['round.played'],
        sets: true,
        fault: (event, n) => (event.id === transient && n === 1 ? 'after-write' : undefined),
      },
      { name: 'test.steady', types: ['round.played'] },
    ]);
    const ids: number[] = [];
    await db()
      .transaction()
      .execute(async (trx) => {
        for (let n = 0; n < 5; n += 1) ids.push((await bus.record(trx, roundPlayed()))!);
      });
    poison = ids[2]!;
    transient = ids[3]!;

    await bus.relay();
    expect(await appliedEvents(db())).toEqual({ 'test.poisoned': ids.slice(0, 2), 'test.transient': ids, 'test.steady': ids });
    expect(calls['test.poisoned']).toEqual([ids, [ids[0]], [ids[1]], [ids[2]]]);
    expect(calls['test.transient']).toEqual([ids, ...ids.map((id) => [id])]);
    const consumers = await db().selectFrom('event_consumers').selectAll().orderBy('name').execute();
    const positions = await db().selectFrom('domain_events').select(['id', 'position']).orderBy('position').execute();
    const positionOf = (id: number) => positions.find((row) => row.id === id)!.position;
    const poisoned = consumers.find((row) => row.name === 'test.poisoned')!;
    expect(poisoned).toMatchObject({
      position: positionOf(ids[1]!),
      attempts: 1,
      last_error: expect.stringContaining(`failed before writing event ${poison}`),
    });
    expect(poisoned.retry_at).not.toBeNull();
    expect(consumers.find((row) => row.name === 'test.transient')).toMatchObject({
      position: positionOf(ids[4]!),
      attempts: 0,
      retry_at: null,
    });
    expect(log.errors.filter((entry) => (entry.details as { consumer?: string }).consumer === 'test.poisoned')).toHaveLength(1);

    // The retry goes one event at a time for that batch; the poison event passes now and the rest follows, in order.
    await bus.relay();
    expect(await appliedEvents(db())).toEqual({ 'test.poisoned': ids, 'test.transient': ids, 'test.steady': ids });
    expect(calls['test.poisoned']!.slice(4)).toEqual([[ids[2]], [ids[3]], [ids[4]]]);
    expect(
      await db().selectFrom('event_consumers').select(['attempts', 'retry_at']).where('name', '=', 'test.poisoned').executeTakeFirst(),
    ).toEqual({
      attempts: 0,
      retry_at: null,
    });
  });

  it('applies an event once when its relay runs again after the consumer committed (a crash before the relay job finished)', async () => {
    const { bus, deliveries } = await startBus([{ name: 'test.rounds', types: ['round.played'] }]);
    const id = await db()
      .transaction()
      .execute((trx) => bus.record(trx, roundPlayed()));
    await bus.relay();

    // The relay job was not marked done, so it runs again: in this process, and in a restarted one.
    await bus.relay();
    const restarted = await startBus([{ name: 'test.rounds', types: ['round.played'] }]);
    await restarted.bus.relay();

    expect(await appliedEvents(db())).toEqual({ 'test.rounds': [id] });
    expect([...deliveries['test.rounds']!, ...restarted.deliveries['test.rounds']!]).toEqual([id]);
  });

  it('records nothing outside a transaction, for an unknown type or a payload that breaks the catalogue', async () => {
    const { bus } = await startBus([]);
    await expect(bus.record(db() as never, roundPlayed())).rejects.toThrow('takes the transaction of the change');
    await expect(
      db()
        .transaction()
        .execute((trx) => bus.record(trx, { type: 'round.replayed', payload: {} } as never)),
    ).rejects.toThrow('"round.replayed" is not a domain event');
    await expect(
      db()
        .transaction()
        .execute((trx) => bus.record(trx, { type: 'round.played', payload: { ...roundPlayed().payload, stake: -5 } })),
    ).rejects.toThrow();
    expect(await db().selectFrom('domain_events').select('id').execute()).toEqual([]);
  });

  it('records an event with a key once, however often the producer repeats it', async () => {
    const { bus } = await startBus([{ name: 'test.money', types: ['deposit.completed'] }]);
    const first = await db()
      .transaction()
      .execute((trx) => bus.record(trx, depositCompleted('deposit-41')));
    const again = await db()
      .transaction()
      .execute((trx) => bus.record(trx, depositCompleted('deposit-41')));
    const other = await db()
      .transaction()
      .execute((trx) => bus.record(trx, depositCompleted('deposit-42')));

    await bus.relay();
    expect(again).toBeNull();
    expect(await appliedEvents(db())).toEqual({ 'test.money': [first, other] });
  });

  it('records many events in one statement and one relay job: each key once, all or none, delivered like single ones', async () => {
    const { bus } = await startBus([{ name: 'test.money', types: ['deposit.completed', 'withdrawal.requested'] }]);
    const { result: recorded, roundTrips } = await countRoundTrips(() =>
      db()
        .transaction()
        .execute((trx) =>
          bus.recordMany(trx, [
            depositCompleted('deposit-51'),
            withdrawalRequested(),
            depositCompleted('deposit-51'),
            depositCompleted('deposit-52'),
          ]),
        ),
    );
    // The repeated key is recorded once; BEGIN, one insert, one relay job, COMMIT.
    expect(recorded).toBe(3);
    expect(roundTrips).toBe(4);
    const again = await db()
      .transaction()
      .execute((trx) => bus.recordMany(trx, [depositCompleted('deposit-52'), depositCompleted('deposit-53')]));
    expect(again).toBe(1);
    // One payload breaking the catalogue records none of the call's events.
    await expect(
      db()
        .transaction()
        .execute((trx) =>
          bus.recordMany(trx, [
            depositCompleted('deposit-54'),
            { type: 'deposit.completed', payload: { ...depositCompleted().payload, amount: -1 } },
          ]),
        ),
    ).rejects.toThrow();
    await expect(bus.recordMany(db() as never, [depositCompleted('deposit-55')])).rejects.toThrow('takes the transaction of the change');
    expect(
      await db()
        .transaction()
        .execute((trx) => bus.recordMany(trx, [])),
    ).toBe(0);

    await bus.relay();
    const keys = await db().selectFrom('domain_events').select('key').orderBy('id').execute();
    expect(keys.map((row) => row.key)).toEqual(['deposit-51', null, 'deposit-52', 'deposit-53']);
    expect(await appliedEvents(db())).toEqual({ 'test.money': await streamOrder(db(), ['deposit.completed', 'withdrawal.requested']) });
    expect((await appliedEvents(db()))['test.money']).toHaveLength(4);
  });

  it('starts a consumer new to the database from now, or from the beginning when asked', async () => {
    const early = await startBus([]);
    const before = await db()
      .transaction()
      .execute((trx) => early.bus.record(trx, roundPlayed()));
    await early.bus.relay();

    const { bus } = await startBus([
      { name: 'test.from-now', types: ['round.played'] },
      { name: 'test.from-beginning', types: ['round.played'], options: { startFrom: 'beginning' } },
    ]);
    const after = await db()
      .transaction()
      .execute((trx) => bus.record(trx, roundPlayed()));
    await bus.relay();

    expect(await appliedEvents(db())).toEqual({ 'test.from-now': [after], 'test.from-beginning': [before, after] });
  });

  it('prunes old events every consumer is done with, and keeps the rest', async () => {
    const { bus } = await startBus([{ name: 'test.rounds', types: ['round.played'] }]);
    const done: number[] = [];
    for (let n = 0; n < 3; n += 1)
      done.push(
        (await db()
          .transaction()
          .execute((trx) => bus.record(trx, roundPlayed())))!,
      );
    await bus.relay();
    const pending = await db()
      .transaction()
      .execute((trx) => bus.record(trx, roundPlayed()));
    await sql`update domain_events set recorded_at = now() - interval '40 days'`.execute(db());

    expect(await bus.prune()).toBe(3);
    expect((await db().selectFrom('domain_events').select('id').execute()).map((row) => row.id)).toEqual([pending]);
  });

  it('is delivered by the job queue of the app: recorded by an API-only instance, relayed by a worker instance', async () => {
    const base = readConfig({ NODE_ENV: 'test', PORT: '4200', SITE_ROOT: '' });
    const deliveries: number[] = [];
    const apiOnly = await buildApp({ config: { ...base, jobWorkers: false }, database: testDatabase.database });
    const worker = await buildApp({ config: base, database: testDatabase.database });
    try {
      apiOnly.events.subscribe('test.app-rounds', ['round.played'], effectWriter('test.app-rounds', []));
      worker.events.subscribe('test.app-rounds', ['round.played'], effectWriter('test.app-rounds', deliveries));
      await apiOnly.ready();
      await worker.ready();

      const id = await apiOnly.database.db.transaction().execute((trx) => apiOnly.events.record(trx, roundPlayed()));
      await waitFor(
        () => appliedEvents(db()),
        (applied) => (applied['test.app-rounds'] ?? []).length > 0,
      );
      expect(await appliedEvents(db())).toEqual({ 'test.app-rounds': [id] });
      expect(deliveries).toEqual([id]);
    } finally {
      await apiOnly.close();
      await worker.close();
    }
  });
});
