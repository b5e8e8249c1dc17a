import { sql } from 'kysely';
import type { Db } from '../../db/database';

export interface CounterState {
  attempts: number;
  lockedUntil: Date | null;
}

/** Sign-in attempt counters (the throttle of `services/sign-in-throttle.ts`). */
export function createSignInCountersRepository(db: Db) {
  return {
    /**
     * Counts one attempt on each key in a single statement and returns the new counts. The
     * upsert locks each row it bumps, so concurrent attempts get distinct, exact counts. A
     * counter whose window has passed starts again at 1.
     */
    async countAttempt(keys: string[], now: Date, windowStart: Date): Promise<Map<string, CounterState>> {
      const rows = sql.join(keys.map((key) => sql`(${key}, 1, ${now})`));
      const result = await sql<{ key: string; attempts: number; locked_until: Date | null }>`
        insert into sign_in_counters as c (key, attempts, window_started_at) values ${rows}
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
      await db
        .updateTable('sign_in_counters')
        .set((eb) => ({ attempts: sql`greatest(${eb.ref('attempts')} - 1, 0)` }))
        .where('key', 'in', keys)
        .execute();
    },

    async clear(keys: string[]): Promise<void> {
      await db.deleteFrom('sign_in_counters').where('key', 'in', keys).execute();
    },

    /** Clears every counter of an account (all addresses): a password reset lifts its pause. */
    async clearAccount(accountId: number): Promise<void> {
      await db
        .deleteFrom('sign_in_counters')
        .where((eb) => eb.or([eb('key', '=', `account:id:${accountId}`), eb('key', 'like', `account-ip:id:${accountId}@%`)]))
        .execute();
    },

    async deleteCountersBefore(before: Date, now: Date): Promise<void> {
      await db
        .deleteFrom('sign_in_counters')
        .where('window_started_at', '<', before)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
        .execute();
    },
  };
}

export type SignInCountersRepository = ReturnType<typeof createSignInCountersRepository>;
