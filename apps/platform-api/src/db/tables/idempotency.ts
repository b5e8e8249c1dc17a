import type { ColumnType } from 'kysely';

/** The first answer of a money call, per account, call and Idempotency-Key. */
export interface IdempotentRequestsTable {
  /** No foreign key on purpose: claiming a key must not lock the account row (migration 0702). */
  account_id: number;
  call: string;
  key: string;
  /** What the request asked for; the same key with another request is refused. */
  fingerprint: string;
  /** Null only inside the transaction that claimed the key; committed together with the result. */
  response: ColumnType<unknown, string | null, string>;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface IdempotencyTables {
  idempotent_requests: IdempotentRequestsTable;
}
