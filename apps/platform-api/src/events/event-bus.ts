import { sql, type Transaction } from 'kysely';
import * as v from 'valibot';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import type { JobLog, JobQueue } from '../jobs/job-types';
import { stableJobId } from '../jobs/stable-job-id';
import { type DomainEventType, eventCatalogue, isDomainEventType, type NewEvent, type RecordedEvent } from './event-catalogue';
import { type Consumer, deliverBatch, type DeliveryOutcome } from './event-delivery';
import { stampEvents } from './event-stream';

/** The job that stamps recorded events and delivers them to this process's consumers. */
export const RELAY_JOB = 'events.relay';
/** The daily job that deletes old events every consumer is done with. */
export const PRUNE_JOB = 'events.prune';

export interface SubscribeOptions {
  /**
   * Where a consumer new to the database starts: `now` (default) reacts to what happens from its
   * first start on; `beginning` also receives every event still kept (projections, backfills).
   */
  startFrom?: 'now' | 'beginning';
}

export type EventHandler<Type extends DomainEventType> = (event: RecordedEvent<Type>, trx: Transaction<Database>) => Promise<void>;
/** A consumer of sets: a delivery batch's events of its types, in stream order, in one call. */
export type EventSetHandler<Type extends DomainEventType> = (
  events: ReadonlyArray<RecordedEvent<Type>>,
  trx: Transaction<Database>,
) => Promise<void>;

/** What areas use: `app.events`. */
export interface DomainEvents {
  /**
   * Records an event in the transaction of the change it describes: it exists, and will be
   * delivered, exactly when that transaction commits. Resolves to the event's id, or null when
   * its key was recorded before.
   */
  record<Type extends DomainEventType>(trx: Transaction<Database>, event: NewEvent<Type>): Promise<number | null>;
  /**
   * Records several events as `record` records each, in one statement: a producer that changes
   * many things in one transaction (a page of settled bets) pays one round trip, not one per
   * event, and queues one relay. Each event's key applies as in `record`; resolves to how many
   * were recorded (an event whose key was recorded before is not, nor a key repeated in the call).
   */
  recordMany(trx: Transaction<Database>, events: readonly NewEvent[]): Promise<number>;
  /**
   * Registers a consumer (before the app is ready): `handler` gets each event of `types` once, in
   * stream order, with the transaction its changes must use; they commit together with the
   * consumer's progress. Throwing rolls them back and the event comes again later.
   */
  subscribe<Type extends DomainEventType>(
    consumerName: string,
    types: readonly Type[],
    handler: EventHandler<Type>,
    options?: SubscribeOptions,
  ): void;
  /**
   * Registers a consumer that takes each delivery batch (up to the bus's batch size) as a set, in
   * one call, so its round trips per batch need not grow with the batch: `handler` gets the
   * batch's events of `types` in stream order and must apply them in that order. Same guarantees
   * as `subscribe`: its changes commit with the consumer's progress; when it throws, its changes
   * are rolled back and the batch is handled again one event at a time (`handler` with a set of
   * one), so the events before a failing one commit and only that one is retried later.
   */
  subscribeBatch<Type extends DomainEventType>(
    consumerName: string,
    types: readonly Type[],
    handler: EventSetHandler<Type>,
    options?: SubscribeOptions,
  ): void;
}

export interface EventBus extends DomainEvents {
  /** Creates the consumers' stream positions and asks for a first relay; after the job queue started. */
  start(): Promise<void>;
  /** One relay pass: stamp what was recorded, deliver to every consumer of this process. */
  relay(): Promise<void>;
  /** Deletes events older than the retention that every consumer is past; returns how many. */
  prune(): Promise<number>;
}

export interface EventBusOptions {
  db: Db;
  jobs: JobQueue;
  log: JobLog;
  /** Events per delivery transaction (default 50; on PGlite the transaction holds the one connection). */
  batchSize?: number;
  /** Delay before retrying a failed event (default 5 s doubling per failure, at most 5 minutes). */
  retryDelaySeconds?(attempts: number): number;
  /** Days an event is kept after every consumer is past it (default 30). */
  retentionDays?: number;
}

const CONSUMER_NAME = /^[a-z][a-z0-9]*(?:[.-][a-z0-9]+)*$/;
const STAMP_BATCH = 1000;
const PRUNE_BATCH = 10_000;
/** Delivery transactions per consumer per pass before the pass hands over to a follow-up job. */
const BATCHES_PER_PASS = 20;

const defaultRetryDelay = (attempts: number) => Math.min(5 * 2 ** (attempts - 1), 300);

/**
 * The transactional outbox of domain events and its relay (see README.md). The relay is a job on
 * the job queue: `record` queues one in the recording transaction, so an event that commits is
 * always followed by a relay (even if the process dies right after the commit); a relay also
 * runs every minute as a safety net.
 */
export function createEventBus(options: EventBusOptions): EventBus {
  const { db, jobs, log } = options;
  const batchSize = options.batchSize ?? 50;
  const retryDelaySeconds = options.retryDelaySeconds ?? defaultRetryDelay;
  const retentionDays = options.retentionDays ?? 30;
  const consumers = new Map<string, Consumer & { startFrom: 'now' | 'beginning' }>();
  /** Transactions that already queued a relay: one per transaction is enough. */
  const relayQueued = new WeakSet<Transaction<Database>>();
  let started = false;

  async function deliver(consumer: Consumer): Promise<DeliveryOutcome> {
    let outcome: DeliveryOutcome = { kind: 'more' };
    const onSetFailure = (error: unknown, eventIds: readonly number[]) =>
      log.warn(
        { err: error, consumer: consumer.name, eventIds: [eventIds[0], eventIds.at(-1)] },
        'event consumer failed on a batch as a set; the batch is handled one event at a time',
      );
    for (let batch = 0; batch < BATCHES_PER_PASS && outcome.kind === 'more'; batch += 1) {
      outcome = await deliverBatch(db, consumer, { batchSize, retryDelaySeconds, onSetFailure });
      if (outcome.kind === 'waiting' && outcome.failure) {
        const { eventId, attempts, error } = outcome.failure;
        log.error(
          { err: error, consumer: consumer.name, eventId, attempts, retryAt: outcome.retryAt },
          'event consumer failed; the event is delivered again at retryAt',
        );
      }
    }
    return outcome;
  }

  async function relay(): Promise<void> {
    while ((await stampEvents(db, STAMP_BATCH)) === STAMP_BATCH);
    let more = false;
    for (const consumer of consumers.values()) {
      const outcome = await deliver(consumer);
      if (outcome.kind === 'more') more = true;
      if (outcome.kind === 'waiting') {
        // One relay at the retry time, however many relays ask for it.
        await jobs.send(RELAY_JOB, null, {
          startAfter: outcome.retryAt,
          id: stableJobId(`${consumer.name}@${outcome.retryAt.toISOString()}`),
        });
      }
    }
    if (more) await jobs.send(RELAY_JOB, null);
  }

  async function prune(): Promise<number> {
    let total = 0;
    for (;;) {
      const deleted = await sql`
        delete from domain_events where id in (
          select id from domain_events
          where position <= (select min(position) from event_consumers)
            and recorded_at < now() - make_interval(days => ${retentionDays})
          order by position
          limit ${PRUNE_BATCH}
        )`.execute(db);
      const count = Number(deleted.numAffectedRows ?? 0n);
      total += count;
      if (count < PRUNE_BATCH) return total;
    }
  }

  function addConsumer(
    consumerName: string,
    types: readonly DomainEventType[],
    handlers: Pick<Consumer, 'handle' | 'handleSet'>,
    subscribeOptions: SubscribeOptions,
  ): void {
    if (started) throw new Error(`events: subscribe "${consumerName}" before the app is ready`);
    if (!CONSUMER_NAME.test(consumerName)) throw new Error(`events: "${consumerName}" is not a consumer name (e.g. loyalty.points)`);
    if (consumers.has(consumerName)) throw new Error(`events: consumer "${consumerName}" subscribed twice`);
    if (types.length === 0) throw new Error(`events: consumer "${consumerName}" subscribes to no event`);
    for (const type of types) if (!isDomainEventType(type)) throw new Error(`events: "${type}" is not a domain event`);
    consumers.set(consumerName, { name: consumerName, types, ...handlers, startFrom: subscribeOptions.startFrom ?? 'now' });
  }

  // A batch of queued relays is one pass: the pass covers everything committed before it began.
  jobs.defineBatch(RELAY_JOB, () => relay(), { batchSize: 50, retryLimit: 10, retryDelaySeconds: 5, expireInSeconds: 5 * 60 });
  jobs.schedule(RELAY_JOB, '* * * * *');
  jobs.define(PRUNE_JOB, async () => void (await prune()), { expireInSeconds: 60 * 60 });
  jobs.schedule(PRUNE_JOB, '17 3 * * *');

  return {
    async record(trx, event) {
      if (!trx.isTransaction) throw new Error('events.record takes the transaction of the change the event describes');
      if (!isDomainEventType(event.type)) throw new Error(`"${String(event.type)}" is not a domain event (src/events/event-catalogue.ts)`);
      const payload = v.parse(eventCatalogue[event.type] as v.GenericSchema, event.payload);
      const inserted = await trx
        .insertInto('domain_events')
        .values({ type: event.type, key: event.key ?? null, payload: JSON.stringify(payload) })
        .onConflict((conflict) => conflict.columns(['type', 'key']).where('key', 'is not', null).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted && !relayQueued.has(trx)) {
        relayQueued.add(trx);
        await jobs.send(RELAY_JOB, null, { db: trx });
      }
      return inserted?.id ?? null;
    },

    async recordMany(trx, events) {
      if (!trx.isTransaction) throw new Error('events.recordMany takes the transaction of the change the events describe');
      // Every event is checked as `record` checks it, before any is written: one bad payload records none.
      const rows = events.map((event) => {
        if (!isDomainEventType(event.type))
          throw new Error(`"${String(event.type)}" is not a domain event (src/events/event-catalogue.ts)`);
        const payload = v.parse(eventCatalogue[event.type] as v.GenericSchema, event.payload);
        return { type: event.type, key: event.key ?? null, payload: JSON.stringify(payload) };
      });
      if (rows.length === 0) return 0;
      // One statement; a key already recorded, or repeated in the call, is skipped as in `record`.
      const inserted = await trx
        .insertInto('domain_events')
        .values(rows)
        .onConflict((conflict) => conflict.columns(['type', 'key']).where('key', 'is not', null).doNothing())
        .returning('id')
        .execute();
      if (inserted.length > 0 && !relayQueued.has(trx)) {
        relayQueued.add(trx);
        await jobs.send(RELAY_JOB, null, { db: trx });
      }
      return inserted.length;
    },

    subscribe(consumerName, types, handler, subscribeOptions = {}) {
      addConsumer(consumerName, types, { handle: handler as Consumer['handle'] }, subscribeOptions);
    },

    subscribeBatch(consumerName, types, handler, subscribeOptions = {}) {
      const handleSet = handler as unknown as NonNullable<Consumer['handleSet']>;
      addConsumer(consumerName, types, { handleSet, handle: (event, trx) => handleSet([event], trx) }, subscribeOptions);
    },

    async start() {
      started = true;
      for (const consumer of consumers.values()) {
        await sql`
          insert into event_consumers (name, position)
          select ${consumer.name}, ${consumer.startFrom === 'beginning' ? sql`0` : sql`head`} from event_stream where id = 1
          on conflict (name) do nothing`.execute(db);
      }
      // Catch up on whatever was recorded while no relay ran for these consumers.
      if (consumers.size > 0) await jobs.send(RELAY_JOB, null);
    },

    relay,
    prune,
  };
}
