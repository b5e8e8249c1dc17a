import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterCommit } from '../../src/db/commit-hooks';
import { createDatabase, type DatabaseHandle } from '../../src/db/database';

/**
 * `afterCommit`: a hook runs once the transaction's writes are visible to every connection, never
 * for a transaction that rolls back, and at once for the plain database. On PGlite and, when
 * TEST_DATABASE_URL is set, on PostgreSQL, where another connection checks what is visible.
 */

jest.setTimeout(60_000);

const postgresUrl = process.env['TEST_DATABASE_URL'];
const targets = [{ name: 'pglite' }, ...(postgresUrl ? [{ name: 'postgres' }] : [])] as const;

describe.each(targets)('afterCommit on $name', ({ name }) => {
  let database: DatabaseHandle;
  let schema: string | undefined;

  beforeAll(async () => {
    schema = name === 'postgres' ? `commit_hooks_${randomBytes(6).toString('hex')}` : undefined;
    database = await createDatabase(name === 'postgres' ? { databaseUrl: postgresUrl, schema } : {});
    await sql`create table notes (id serial primary key, text text not null)`.execute(database.db);
  });

  afterAll(async () => {
    if (schema) await sql.raw(`drop schema if exists ${schema} cascade`).execute(database.db);
    await database.close();
  });

  /** Rows visible outside the transaction: the plain database (PGlite has one connection, so only after it ends). */
  const committedTexts = async () =>
    (await database.db
      .selectFrom('notes' as never)
      .select('text' as never)
      .execute()) as Array<{ text: string }>;

  it('runs every hook of a transaction after its commit, before execute() resolves', async () => {
    const seen: string[][] = [];
    let resolvedAt = -1;
    await database.db
      .transaction()
      .execute(async (trx) => {
        await sql`insert into notes (text) values ('first')`.execute(trx);
        await afterCommit(trx, async () => {
          seen.push((await committedTexts()).map((row) => row.text));
        });
        await afterCommit(trx, () => {
          seen.push(['second hook']);
        });
        expect(seen).toEqual([]);
      })
      .then(() => (resolvedAt = seen.length));
    expect(seen).toHaveLength(2);
    expect(seen).toEqual(expect.arrayContaining([['first'], ['second hook']]));
    expect(resolvedAt).toBe(2);
  });

  it('drops the hooks of a transaction that rolls back, and the next transaction starts without them', async () => {
    const ran: string[] = [];
    await expect(
      database.db.transaction().execute(async (trx) => {
        await afterCommit(trx, () => {
          ran.push('rolled back');
        });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await database.db.transaction().execute(async (trx) => {
      await afterCommit(trx, () => {
        ran.push('committed');
      });
    });
    expect(ran).toEqual(['committed']);
  });

  it('runs at once for the plain database', async () => {
    const ran: string[] = [];
    await afterCommit(database.db, () => {
      ran.push('now');
    });
    expect(ran).toEqual(['now']);
  });

  it('keeps a commit whose hook fails, and runs the other hooks', async () => {
    const ran: string[] = [];
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await database.db.transaction().execute(async (trx) => {
        await sql`insert into notes (text) values ('kept')`.execute(trx);
        await afterCommit(trx, () => {
          throw new Error('hook failed');
        });
        await afterCommit(trx, () => {
          ran.push('other');
        });
      });
      expect(errors).toHaveBeenCalledTimes(1);
    } finally {
      errors.mockRestore();
    }
    expect(ran).toEqual(['other']);
    expect((await committedTexts()).map((row) => row.text)).toContain('kept');
  });

  if (name === 'postgres') {
    it('refuses a transaction of a database without commit hooks, instead of never running the hook', async () => {
      const pool = new pg.Pool({ connectionString: postgresUrl, max: 1 });
      const plain = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
      try {
        await expect(plain.transaction().execute((trx) => afterCommit(trx, () => undefined))).rejects.toThrow(/withCommitHooks/);
      } finally {
        await plain.destroy();
      }
    });
  }
});
