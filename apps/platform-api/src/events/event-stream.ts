import { sql } from 'kysely';
import type { Db } from '../db/database';

/**
 * Gives committed events their place in the stream, in the order they were recorded, and
 * returns how many it stamped (at most `limit`).
 *
 * Why stamp instead of reading by id: ids come from a sequence when the row is written, and
 * transactions commit in another order, so a reader that moved past id 11 would never see the
 * id 10 committed a moment later. Stamping happens after the commits, one relay at a time (the
 * stream row's lock), so every position at or below the stream's head is final and visible, and
 * a later commit always lands above it.
 */
export async function stampEvents(db: Db, limit: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { head } = await trx.selectFrom('event_stream').select('head').where('id', '=', 1).forUpdate().executeTakeFirstOrThrow();
    // A statement after the lock was granted, so it sees what the previous stamper committed.
    const stamped = await sql`
      with pending as (
        select id, row_number() over (order by id) as rank
        from domain_events
        where position is null
        order by id
        limit ${limit}
      )
      update domain_events e set position = ${head}::bigint + pending.rank
      from pending
      where e.id = pending.id`.execute(trx);
    const count = Number(stamped.numAffectedRows ?? 0n);
    if (count > 0)
      await trx
        .updateTable('event_stream')
        .set({ head: head + count })
        .where('id', '=', 1)
        .execute();
    return count;
  });
}

/** The last stamped position (every position up to it is committed). */
export async function streamHead(db: Db): Promise<number> {
  const { head } = await db.selectFrom('event_stream').select('head').where('id', '=', 1).executeTakeFirstOrThrow();
  return head;
}
