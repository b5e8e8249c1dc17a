import { AsyncLocalStorage } from 'node:async_hooks';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The counter of the work in flight (its async context); undefined outside `countRoundTrips`. */
const counters = new AsyncLocalStorage<{ count: number }>();
let installed = false;

/**
 * Wraps `method` of `owner` so every call made inside `countRoundTrips` adds one. A call is a
 * round trip to the database: node-postgres sends each `query` (BEGIN and COMMIT too) and waits
 * for its answer; PGlite runs each `query` or `exec` as one statement (or script) in-process.
 */
function countCalls(owner: object, method: string): void {
  const original = (owner as Record<string, (...args: unknown[]) => unknown>)[method]!;
  (owner as Record<string, unknown>)[method] = function counted(this: unknown, ...args: unknown[]) {
    const counter = counters.getStore();
    if (counter) counter.count += 1;
    return original.apply(this, args);
  };
}

/**
 * Runs `work` and counts the statements it sends to the database, on PostgreSQL and on PGlite,
 * per async context as `bench/slot-spin.ts` does: the job queue's polling and other work running
 * at the same time are not counted.
 */
export async function countRoundTrips<T>(work: () => Promise<T>): Promise<{ result: T; roundTrips: number }> {
  if (!installed) {
    installed = true;
    countCalls(pg.Client.prototype, 'query');
    // PGlite's `query` and `exec` live on its base class; neither calls the other.
    const base = Object.getPrototypeOf(PGlite.prototype) as object;
    countCalls(base, 'query');
    countCalls(base, 'exec');
  }
  const counter = { count: 0 };
  const result = await counters.run(counter, work);
  return { result, roundTrips: counter.count };
}
