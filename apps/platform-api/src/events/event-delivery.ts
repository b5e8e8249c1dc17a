import { sql, type Selectable, type Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import type { DomainEventsTable } from '../db/tables/events';
import type { DomainEventType, RecordedEvent } from './event-catalogue';

export interface Consumer {
  name: string;
  types: readonly DomainEventType[];
  handle(event: RecordedEvent, trx: Transaction<Database>): Promise<void>;
  /**
   * A consumer of sets (`subscribeBatch`) takes a delivery batch in one call. When that call
   * throws, the batch is handled again one event at a time (`handle` is then its handler with a
   * set of one), so a poison event is isolated as for any consumer.
   */
  handleSet?(events: readonly RecordedEvent[], trx: Transaction<Database>): Promise<void>;
}

export type DeliveryOutcome =
  /** Nothing left up to the stream's head. */
  | { kind: 'caught-up' }
  /** A full batch was delivered; there may be more. */
  | { kind: 'more' }
  /** The consumer failed on an event (now or before) and waits until `retryAt`. */
  | { kind: 'waiting'; retryAt: Date; failure?: { eventId: number; attempts: number; error: unknown } };

export interface DeliveryOptions {
  batchSize: number;
  /** Seconds before the next try after `attempts` failures in a row at one event. */
  retryDelaySeconds(attempts: number): number;
  /** A consumer of sets threw on a batch, which is now handled one event at a time. */
  onSetFailure?(error: unknown, eventIds: readonly number[]): void;
}

const LAST_ERROR_LENGTH = 2000;

function describe(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, LAST_ERROR_LENGTH);
}

function toRecordedEvent(row: Selectable<DomainEventsTable>): RecordedEvent {
  return {
    id: row.id,
    position: row.position!,
    type: row.type as DomainEventType,
    key: row.key,
    payload: row.payload,
    recordedAt: row.recorded_at,
  } as RecordedEvent;
}

/**
 * Delivers the next batch of a consumer's events, in stream order, in one transaction: each
 * handler runs in a savepoint of it, and the consumer's position moves in that same transaction,
 * so a handler's changes and "this event is done" commit together or not at all. That is what
 * makes delivery exactly-once in effect: a crash before the commit leaves both undone and the
 * events are delivered again; after it, neither is repeated. The consumer's row is locked for
 * the transaction, so two relays (processes) never deliver to one consumer at the same time; the
 * second waits and then finds the events done.
 *
 * A handler that throws is rolled back to its savepoint; the events before it commit, and the
 * consumer waits (backing off) before that event is tried again. Events are never skipped.
 *
 * A consumer of sets gets the whole batch in one call, in one savepoint: its round trips per batch
 * need not grow with the batch. If that call throws, it is rolled back and the same batch is
 * handled one event per savepoint as above, so the events before a poison one still commit and
 * the cursor stops just before it. A batch that starts at an event which failed before (the
 * consumer is retrying) goes one by one straight away: the set would most likely fail again.
 */
export async function deliverBatch(db: Db, consumer: Consumer, options: DeliveryOptions): Promise<DeliveryOutcome> {
  return db.transaction().execute(async (trx): Promise<DeliveryOutcome> => {
    const state = await trx
      .selectFrom('event_consumers')
      .select(['position', 'attempts', 'retry_at', sql<boolean>`coalesce(retry_at > now(), false)`.as('waiting')])
      .where('name', '=', consumer.name)
      .forUpdate()
      .executeTakeFirst();
    if (!state) throw new Error(`event consumer ${consumer.name} has no stream position (the event bus was not started)`);
    if (state.waiting) return { kind: 'waiting', retryAt: state.retry_at! };

    const { head } = await trx.selectFrom('event_stream').select('head').where('id', '=', 1).executeTakeFirstOrThrow();
    if (head <= state.position) return { kind: 'caught-up' };
    const rows = await trx
      .selectFrom('domain_events')
      .selectAll()
      .where('position', '>', state.position)
      .where('position', '<=', head)
      .where('type', 'in', consumer.types)
      .orderBy('position')
      .limit(options.batchSize)
      .execute();

    /** Every event of the batch is done: the consumer's position moves past them, in this transaction. */
    const moveTo = async (last: number): Promise<DeliveryOutcome> => {
      // Fewer than a batch: everything up to the head is done, including events of other types.
      const complete = rows.length < options.batchSize;
      await trx
        .updateTable('event_consumers')
        .set({ position: complete ? head : last, attempts: 0, retry_at: null, last_error: null, updated_at: sql<Date>`now()` })
        .where('name', '=', consumer.name)
        .execute();
      return complete ? { kind: 'caught-up' } : { kind: 'more' };
    };

    if (consumer.handleSet && state.attempts === 0 && rows.length > 0) {
      await sql`savepoint event_delivery`.execute(trx);
      try {
        await consumer.handleSet(rows.map(toRecordedEvent), trx);
        await sql`release savepoint event_delivery`.execute(trx);
        return moveTo(rows.at(-1)!.position!);
      } catch (error) {
        // Which event failed is found below, one by one; a failure that does not come back there was transient.
        await sql`rollback to savepoint event_delivery`.execute(trx);
        await sql`release savepoint event_delivery`.execute(trx);
        options.onSetFailure?.(
          error,
          rows.map((row) => row.id),
        );
      }
    }

    let position = state.position;
    for (const row of rows) {
      await sql`savepoint event_delivery`.execute(trx);
      try {
        await consumer.handle(toRecordedEvent(row), trx);
        await sql`release savepoint event_delivery`.execute(trx);
      } catch (error) {
        await sql`rollback to savepoint event_delivery`.execute(trx);
        const attempts = position === state.position ? state.attempts + 1 : 1;
        const { retry_at: retryAt } = await trx
          .updateTable('event_consumers')
          .set({
            position,
            attempts,
            last_error: describe(error),
            retry_at: sql<Date>`now() + make_interval(secs => ${options.retryDelaySeconds(attempts)})`,
            updated_at: sql<Date>`now()`,
          })
          .where('name', '=', consumer.name)
          .returning('retry_at')
          .executeTakeFirstOrThrow();
        return { kind: 'waiting', retryAt: retryAt!, failure: { eventId: row.id, attempts, error } };
      }
      position = row.position!;
    }

    return moveTo(position);
  });
}
