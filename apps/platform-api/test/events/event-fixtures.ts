import { sql, type Transaction } from 'kysely';
import type { Db } from '../../src/db/database';
import type { Database } from '../../src/db/schema';
import type { DomainEventType, NewEvent, RecordedEvent } from '../../src/events/event-catalogue';
import type { EventHandler, EventSetHandler } from '../../src/events/event-bus';

/** A table the test consumers write their effects to, in the transaction they are given. */
export async function createEffectsTable(db: Db): Promise<void> {
  await sql`
    create table if not exists event_effects (
      id serial primary key,
      consumer text not null,
      event_id bigint not null,
      position bigint not null
    )`.execute(db);
}

/** Each consumer's applied events (ids), in the order they were applied. */
export async function appliedEvents(db: Db | Transaction<Database>): Promise<Record<string, number[]>> {
  const { rows } = await sql<{ consumer: string; event_id: number }>`select consumer, event_id from event_effects order by id`.execute(db);
  const applied: Record<string, number[]> = {};
  for (const row of rows) (applied[row.consumer] ??= []).push(Number(row.event_id));
  return applied;
}

/** Event ids of the given types in stream order (what a consumer of those types must apply). */
export async function streamOrder(db: Db, types: readonly DomainEventType[]): Promise<number[]> {
  const rows = await db
    .selectFrom('domain_events')
    .select('id')
    .where('type', 'in', types)
    .where('position', 'is not', null)
    .orderBy('position')
    .execute();
  return rows.map((row) => row.id);
}

/** Every event stamped and every consumer at the stream's head with no retry pending. */
export async function caughtUp(db: Db): Promise<boolean> {
  const unstamped = await db.selectFrom('domain_events').select('id').where('position', 'is', null).limit(1).execute();
  const { head } = await db.selectFrom('event_stream').select('head').executeTakeFirstOrThrow();
  const behind = await db
    .selectFrom('event_consumers')
    .select('name')
    .where((eb) => eb.or([eb('position', '<', head), eb('attempts', '>', 0)]))
    .execute();
  return unstamped.length === 0 && behind.length === 0;
}

/**
 * Runs relay passes, as the relay job and its follow-ups do, until nothing is left (a pass
 * delivers a bounded number of batches and leaves the rest to a follow-up job).
 */
export async function relayUntilCaughtUp(db: Db, relays: Array<() => Promise<void>>, maxPasses = 40): Promise<void> {
  for (let pass = 0; pass < maxPasses && !(await caughtUp(db)); pass += 1) await relays[pass % relays.length]!();
}

export async function resetEvents(db: Db): Promise<void> {
  await sql`truncate domain_events, event_consumers, event_effects`.execute(db);
  await sql`update event_stream set head = 0`.execute(db);
}

/**
 * A consumer that writes its effect, with a hook to fail: `fault` may throw before or after the
 * write (either way the transaction is not committed: a crash before the consumer's commit).
 */
export function effectWriter<Type extends DomainEventType>(
  consumer: string,
  deliveries: number[],
  fault?: (event: RecordedEvent<Type>, delivery: number) => 'before-write' | 'after-write' | undefined,
): EventHandler<Type> {
  return async (event, trx) => {
    deliveries.push(event.id);
    const failure = fault?.(event, deliveries.filter((id) => id === event.id).length);
    if (failure === 'before-write') throw new Error(`${consumer} failed before writing event ${event.id}`);
    await sql`insert into event_effects (consumer, event_id, position) values (${consumer}, ${event.id}, ${event.position})`.execute(trx);
    if (failure === 'after-write') throw new Error(`${consumer} crashed after writing event ${event.id}`);
  };
}

/**
 * A consumer of sets (`subscribeBatch`) that writes its set's effects in one statement; `calls`
 * gets the ids of each call's set. `fault` is asked per event with how many sets it was in so far,
 * as `effectWriter`'s is: the first event that fails fails the call, after the effects of the
 * events before it were written (and its own, for `after-write`).
 */
export function setEffectWriter<Type extends DomainEventType>(
  consumer: string,
  calls: number[][],
  fault?: (event: RecordedEvent<Type>, delivery: number) => 'before-write' | 'after-write' | undefined,
): EventSetHandler<Type> {
  return async (events, trx) => {
    calls.push(events.map((event) => event.id));
    let written = events.length;
    let failure: 'before-write' | 'after-write' | undefined;
    for (const [index, event] of events.entries()) {
      failure = fault?.(event, calls.filter((call) => call.includes(event.id)).length);
      if (failure) {
        written = failure === 'before-write' ? index : index + 1;
        break;
      }
    }
    const effects = events.slice(0, written).map((event) => ({ consumer, event_id: event.id, position: event.position }));
    if (effects.length > 0)
      await sql`
        insert into event_effects (consumer, event_id, position)
        select e.consumer, e.event_id, e.position
        from jsonb_to_recordset(${JSON.stringify(effects)}::jsonb) as e (consumer text, event_id bigint, position bigint)`.execute(trx);
    const failed = events[written - (failure === 'after-write' ? 1 : 0)];
    if (failure === 'before-write') throw new Error(`${consumer} failed before writing event ${failed!.id}`);
    if (failure === 'after-write') throw new Error(`${consumer} crashed after writing event ${failed!.id}`);
  };
}

let roundId = 0;
export const roundPlayed = (): NewEvent<'round.played'> => ({
  type: 'round.played',
  payload: { accountId: 1, roundId: ++roundId, gameId: 3, stake: 100, win: 40, currency: 'EUR' },
});
let depositId = 0;
export const depositCompleted = (key?: string): NewEvent<'deposit.completed'> => ({
  type: 'deposit.completed',
  payload: { accountId: 1, depositId: ++depositId, amount: 5000, currency: 'EUR' },
  ...(key ? { key } : {}),
});
export const withdrawalRequested = (): NewEvent<'withdrawal.requested'> => ({
  type: 'withdrawal.requested',
  payload: { accountId: 1, withdrawalId: 1, amount: 2000, currency: 'EUR' },
});
