import { sql } from 'kysely';
import type { Db } from '../../db/database';

export interface CounterState {
  attempts: number;
  lockedUntil: Date | null;
}

/**
 * Every statement that touches several counters locks them in one order (by key, bytewise), so
 * concurrent sign-ins wait for each other instead of deadlocking: an upsert holding the address's
 * row while it waits for the account's, against a give-back holding them the other way round, was
 * a deadlock on PostgreSQL (a 500 under a burst of sign-ins).
 */
const keyOrder = sql`order by key collate "C"`;

/** The counters named by `where`, locked in key order; the statements below join on it. */
function lockedCounters(where: ReturnType<typeof sql>, wait: 'wait' | 'skip locked' = 'wait') {
  return sql`with locked as materialized (
    select key from sign_in_counters where ${where} ${keyOrder} for update ${wait === 'skip locked' ? sql`skip locked` : sql``}
  )`;
}

const keyIn = (keys: string[]) => sql`key in (${sql.join(keys)})`;

/** Sign-in attempt counters (the throttle of `services/sign-in-throttle.ts`). */
export function createSignInCountersRepository(db: Db) {
  return {
    /**
     * Counts one attempt on each key in a single statement and returns the new counts. The
     * upsert locks each row it bumps (in key order), so concurrent attempts get distinct, exact
     * counts. A counter whose window has passed starts again at 1.
     */
    async countAttempt(keys: string[], now: Date, windowStart: Date): Promise<Map<string, CounterState>> {
      const rows = sql.join(keys.map((key) => sql`(${key}::text)`));
      const result = await sql<{ key: string; attempts: number; locked_until: Date | null }>`
        insert into sign_in_counters as c (key, attempts, window_started_at)
        select attempt.key, 1, ${now}::timestamptz from (values ${rows}) as attempt(key) ${keyOrder}
        on conflict (key) do update set
          attempts = case when c.window_started_at < ${windowStart} then 1 else c.attempts + 1 end,
          locked_until = case when c.window_started_at < ${windowStart} then null else c.locked_until end,
          window_started_at = case when c.window_started_at < ${windowStart} then ${now} else c.window_started_at end
        returning key, attempts, locked_until`.execute(db);
      return new Map(
        result.rows.map((row) => [
          row.key,
          { attempts: Number(row.attempts), lockedUntil: row.locked_until ? new Date(row.locked_until) : null },
        ]),
      );
    },

    /** Pauses a key until `until` (never shortens a longer pause). */
    async lockUntil(key: string, until: Date): Promise<void> {
      await sql`update sign_in_counters set locked_until = greatest(coalesce(locked_until, ${until}), ${until}) where key = ${key}`.execute(
        db,
      );
    },

    /** Gives attempts back (a success, or an attempt that evaluated nothing). */
    async giveBack(keys: string[]): Promise<void> {
      await sql`${lockedCounters(keyIn(keys))}
        update sign_in_counters as c set attempts = greatest(c.attempts - 1, 0) from locked where c.key = locked.key`.execute(db);
    },

    async clear(keys: string[]): Promise<void> {
      await sql`${lockedCounters(keyIn(keys))} delete from sign_in_counters as c using locked where c.key = locked.key`.execute(db);
    },

    /** Clears every counter of an account (all addresses): a password reset lifts its pause. */
    async clearAccount(accountId: number): Promise<void> {
      const ofAccount = sql`(key = ${`account:id:${accountId}`} or key like ${`account-ip:id:${accountId}@%`})`;
      await sql`${lockedCounters(ofAccount)} delete from sign_in_counters as c using locked where c.key = locked.key`.execute(db);
    },

    /** Old counters go; a counter a sign-in holds right now is left for the next clean-up. */
    async deleteCountersBefore(before: Date, now: Date): Promise<void> {
      const old = sql`window_started_at < ${before} and (locked_until is null or locked_until < ${now})`;
      await sql`${lockedCounters(old, 'skip locked')} delete from sign_in_counters as c using locked where c.key = locked.key`.execute(db);
    },
  };
}

export type SignInCountersRepository = ReturnType<typeof createSignInCountersRepository>;
