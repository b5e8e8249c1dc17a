import fc from 'fast-check';
import type { Transaction } from 'kysely';
import type { DatabaseHandle } from '../../src/db/database';
import type { Database } from '../../src/db/schema';
import type { DomainEventType, NewEvent } from '../../src/events/event-catalogue';
import { createEventBus, type EventBus } from '../../src/events/event-bus';
import { createJobQueue } from '../../src/jobs/job-queue';
import type { JobQueue } from '../../src/jobs/job-types';
import { createTestDatabase, postgresUrl, recordingLog, type TestDatabase } from '../helpers/test-database';
import {
  appliedEvents,
  createEffectsTable,
  effectWriter,
  relayUntilCaughtUp,
  resetEvents,
  setEffectWriter,
  streamOrder,
} from './event-fixtures';

/**
 * Property: whatever the producers do (events in several transactions, some rolled back, keys
 * repeated, transactions committing in another order than they wrote on PostgreSQL) and however
 * delivery goes (relays repeated, two relays at once, consumers failing before or after writing
 * their change, i.e. crashing before their commit; consumers of sets failing on one event of a
 * set), every consumer ends up having applied each committed event of its types exactly once, in
 * stream order.
 */

jest.setTimeout(120_000);

type Fault = 'before-write' | 'after-write' | undefined;
const TYPES: DomainEventType[] = ['round.played', 'deposit.completed', 'withdrawal.requested'];
const CONSUMERS: Array<{ name: string; types: DomainEventType[]; sets?: boolean }> = [
  { name: 'prop.rounds', types: ['round.played'] },
  { name: 'prop.money', types: ['deposit.completed', 'withdrawal.requested'] },
  { name: 'prop.everything', types: TYPES },
  // A consumer of sets (`subscribeBatch`): a failing event fails its whole set, which is then handled one by one.
  { name: 'prop.sets', types: TYPES, sets: true },
  { name: 'prop.round-sets', types: ['round.played'], sets: true },
];

interface PlannedEvent {
  type: DomainEventType;
  key: string | null;
}
type Command =
  | { kind: 'record'; events: PlannedEvent[]; commit: boolean }
  /** Two transactions open at once, writing in turns, committing in the order given (PostgreSQL). */
  | {
      kind: 'interleave';
      first: PlannedEvent[];
      second: PlannedEvent[];
      secondCommitsFirst: boolean;
      firstCommits: boolean;
      /** A relay between the two commits: it must not move past the later commit's events. */
      relayBetween: boolean;
    }
  | { kind: 'relay'; instance: 0 | 1 }
  | { kind: 'relay-both' };

const planned = (keys: string[]) =>
  fc.record({ type: fc.constantFrom(...TYPES), key: fc.option(fc.constantFrom(...keys), { nil: null }) }) as fc.Arbitrary<PlannedEvent>;
const events = (keys: string[]) => fc.array(planned(keys), { minLength: 1, maxLength: 3 });

const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('record' as const), events: events(['a', 'b', 'c', 'd']), commit: fc.boolean() }) },
  ...(postgresUrl
    ? [
        {
          weight: 2,
          arbitrary: fc.record({
            kind: fc.constant('interleave' as const),
            // Keys of transactions open at the same time never meet (the second would wait for the first).
            first: events(['a', 'b']),
            second: events(['c', 'd']),
            secondCommitsFirst: fc.boolean(),
            firstCommits: fc.boolean(),
            relayBetween: fc.boolean(),
          }),
        },
      ]
    : []),
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('relay' as const), instance: fc.constantFrom(0 as const, 1 as const) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'relay-both' as const }) },
);

/** Per consumer, what its n-th delivery does (beyond the plan: nothing goes wrong, so it converges). */
const faultPlans = fc.record(
  Object.fromEntries(
    CONSUMERS.map(({ name }) => [
      name,
      fc.array(fc.constantFrom<Fault>(undefined, undefined, 'before-write', 'after-write'), { maxLength: 12 }),
    ]),
  ) as Record<string, fc.Arbitrary<Fault[]>>,
);

describe('exactly-once delivery (property)', () => {
  let testDatabase: TestDatabase;
  const queues: JobQueue[] = [];
  const buses: EventBus[] = [];
  let databases: DatabaseHandle[];
  let faults: Record<string, Fault[]> = {};
  /** Deliveries per consumer in this run, across both processes: the index into its fault plan. */
  const deliveries: Record<string, number[]> = {};
  const log = recordingLog();

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    await createEffectsTable(testDatabase.database.db);
    // Two processes: on PostgreSQL each with its own pool; on PGlite both share the one connection.
    databases = [testDatabase.database, postgresUrl ? await testDatabase.openAnother() : testDatabase.database];
    for (const database of databases) {
      const jobs = createJobQueue({ db: database.db, log, workers: false });
      const bus = createEventBus({ db: database.db, jobs, log, batchSize: 3, retryDelaySeconds: () => 0 });
      for (const { name, types, sets } of CONSUMERS) {
        deliveries[name] ??= [];
        const fault = () => {
          deliveries[name]!.push(0);
          return faults[name]![deliveries[name]!.length - 1];
        };
        if (sets) bus.subscribeBatch(name, types, setEffectWriter(name, [], fault));
        else bus.subscribe(name, types, effectWriter(name, [], fault));
      }
      await jobs.start();
      queues.push(jobs);
      buses.push(bus);
    }
  });

  afterAll(async () => {
    for (const queue of queues) await queue.stop();
    await testDatabase.close();
  });

  let marker = 0;
  /** Records planned events; the payload's id is the event's identity in the model. */
  async function record(trx: Transaction<Database>, bus: EventBus, plan: PlannedEvent[]): Promise<PlannedEvent[]> {
    const recorded: Array<PlannedEvent & { marker: number }> = [];
    for (const { type, key } of plan) {
      marker += 1;
      const payload = { accountId: 1, currency: 'EUR', amount: 100 };
      const event = (
        type === 'round.played'
          ? { type, payload: { accountId: 1, roundId: marker, gameId: 1, stake: 100, win: 0, currency: 'EUR' } }
          : type === 'deposit.completed'
            ? { type, payload: { ...payload, depositId: marker } }
            : { type, payload: { ...payload, withdrawalId: marker } }
      ) as NewEvent;
      await bus.record(trx, key ? { ...event, key } : event);
      recorded.push({ type, key, marker });
    }
    return recorded;
  }

  it('applies every committed event exactly once per consumer, in stream order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 14 }), faultPlans, async (commands, plans) => {
        const db = testDatabase.database.db;
        await resetEvents(db);
        for (const bus of buses) await bus.start();
        faults = plans;
        for (const name of Object.keys(deliveries)) deliveries[name] = [];

        /** Events the model says are committed: a key counts once per type, first commit wins. */
        const committed: Array<{ type: DomainEventType; marker: number }> = [];
        const takenKeys = new Set<string>();
        const commit = (recorded: Array<PlannedEvent & { marker?: number }>) => {
          for (const event of recorded) {
            const identity = `${event.type}:${event.key}`;
            if (event.key && takenKeys.has(identity)) continue;
            if (event.key) takenKeys.add(identity);
            committed.push({ type: event.type, marker: event.marker! });
          }
        };

        for (const step of commands) {
          if (step.kind === 'record') {
            const recorded = await db
              .transaction()
              .execute(async (trx) => {
                const done = await record(trx, buses[0]!, step.events);
                if (!step.commit) throw new RolledBack(done);
                return done;
              })
              .catch((error: unknown) => {
                if (error instanceof RolledBack) return null;
                throw error;
              });
            if (recorded) commit(recorded);
          } else if (step.kind === 'interleave') {
            const first = await databases[0]!.db.startTransaction().execute();
            const second = await databases[1]!.db.startTransaction().execute();
            const firstEvents = await record(first, buses[0]!, step.first);
            const secondEvents = await record(second, buses[1]!, step.second);
            const order = step.secondCommitsFirst ? ['second', 'first'] : ['first', 'second'];
            for (const [index, which] of order.entries()) {
              if (index === 1 && step.relayBetween) await buses[0]!.relay();
              if (which === 'second') {
                await second.commit().execute();
                commit(secondEvents);
              } else if (step.firstCommits) {
                await first.commit().execute();
                commit(firstEvents);
              } else await first.rollback().execute();
            }
          } else if (step.kind === 'relay') await buses[step.instance]!.relay();
          else await Promise.all(buses.map((bus) => bus.relay()));
        }

        // Relays keep running (as the relay job and its retries do) until nothing is left.
        await relayUntilCaughtUp(
          db,
          buses.map((bus) => () => bus.relay()),
        );

        const markers = new Map<number, number>();
        for (const row of await db.selectFrom('domain_events').select(['id', 'payload']).execute()) {
          const payload = row.payload as { roundId?: number; depositId?: number; withdrawalId?: number };
          markers.set(row.id, payload.roundId ?? payload.depositId ?? payload.withdrawalId!);
        }
        const applied = await appliedEvents(db);
        for (const { name, types } of CONSUMERS) {
          const expected = committed.filter((event) => types.includes(event.type)).map((event) => event.marker);
          const got = (applied[name] ?? []).map((id) => markers.get(id)!);
          expect([...got].sort((a, b) => a - b)).toEqual([...expected].sort((a, b) => a - b));
          expect(applied[name] ?? []).toEqual(await streamOrder(db, types));
        }
      }),
      { numRuns: postgresUrl ? 40 : 30 },
    );
  });
});

class RolledBack extends Error {
  constructor(readonly recorded: PlannedEvent[]) {
    super('rolled back on purpose');
  }
}
