import { sql } from 'kysely';
import { createTestDatabase, postgresUrl, type TestDatabase, waitFor } from '../helpers/test-database';

/**
 * A LISTEN connection is a session of its own outside the pool: when PostgreSQL drops it (a
 * restart, a failover, an operator ending it) it must be opened again, or the live prices of every
 * browser on this instance would stop for good.
 */
(postgresUrl ? describe : describe.skip)('LISTEN on PostgreSQL after its connection is lost', () => {
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
  });
  afterAll(() => testDatabase.close());

  it('listens again and receives what is notified afterwards', async () => {
    const { db, listen } = testDatabase.database;
    const channel = `nfx_reconnect_${Date.now().toString(36)}`;
    const received: string[] = [];
    const stop = await listen(channel, (payload) => received.push(payload));
    try {
      await sql`select pg_notify(${channel}, 'before')`.execute(db);
      await waitFor(
        () => received.length,
        (count) => count === 1,
      );

      const ended = await sql<{ ended: boolean }>`
        select pg_terminate_backend(pid) as ended from pg_stat_activity where query = ${`listen "${channel}"`}`.execute(db);
      expect(ended.rows).toEqual([{ ended: true }]);

      // Notified until the new session listens: once it does, every later notice arrives.
      await waitFor(
        async () => {
          await sql`select pg_notify(${channel}, 'after')`.execute(db);
          return received.includes('after');
        },
        Boolean,
        10_000,
      );
      expect(received[0]).toBe('before');
    } finally {
      await stop();
    }
  });
});
