import type { ColumnType, Generated } from 'kysely';

type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** The outbox: one row per domain event, written in the transaction of the change it describes. */
export interface DomainEventsTable {
  id: Generated<number>;
  /**
   * The event's place in the stream, stamped by the relay after the recording transaction
   * committed (null until then); consumers read in this order.
   */
  position: ColumnType<number | null, never, number>;
  type: string;
  /** Optional identity per type: recording a key again records nothing. */
  key: string | null;
  payload: ColumnType<unknown, string, string>;
  recorded_at: Timestamp;
}

/** Where each consumer is in the stream, moved in the same transaction as the consumer's own changes. */
export interface EventConsumersTable {
  name: string;
  /** The last position this consumer has dealt with. */
  position: number;
  /** Failures in a row at the next event; delivery resumes at `retry_at`. */
  attempts: Defaulted<number>;
  retry_at: Date | null;
  last_error: string | null;
  updated_at: Timestamp;
}

/** One row: the last position stamped; its row lock makes stamping one relay at a time. */
export interface EventStreamTable {
  id: number;
  head: number;
}

export interface EventTables {
  domain_events: DomainEventsTable;
  event_consumers: EventConsumersTable;
  event_stream: EventStreamTable;
}
