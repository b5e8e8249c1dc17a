import type { DatabaseConnection, Dialect, Driver, Kysely, QueryCompiler, TransactionSettings } from 'kysely';

/** Work to do once a transaction's writes are visible to everyone; it must not throw (errors are logged). */
export type CommitHook = () => void | Promise<void>;

/** The hooks of each connection's open transaction; a connection carries one transaction at a time. */
const pending = new WeakMap<DatabaseConnection, CommitHook[]>();
/** Connections inside a transaction this module's driver began (so its COMMIT will run the hooks). */
const open = new WeakSet<DatabaseConnection>();
/** Hooks of a committed transaction, run when its connection goes back (see `releaseConnection`). */
const committed = new WeakMap<DatabaseConnection, CommitHook[]>();

async function runHooks(hooks: readonly CommitHook[]): Promise<void> {
  await Promise.all(
    hooks.map(async (hook) => {
      try {
        await hook();
      } catch (error) {
        // The transaction is committed: a hook's failure cannot undo it, and must not make it look failed.
        console.error('A hook after a commit failed', error);
      }
    }),
  );
}

/**
 * Kysely's driver with one addition: hooks a transaction registered (`afterCommit`) run once its
 * COMMIT succeeded and its connection went back, before `transaction().execute()` resolves, and are
 * dropped on ROLLBACK. After the release, so a hook may use the database even on PGlite, whose one
 * connection the transaction holds until then. It wraps any driver, so every transaction of the app
 * has them, whoever opened it.
 */
class CommitHookDriver implements Driver {
  constructor(private readonly inner: Driver) {}

  init() {
    return this.inner.init();
  }
  acquireConnection() {
    return this.inner.acquireConnection();
  }
  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    pending.delete(connection);
    await this.inner.beginTransaction(connection, settings);
    open.add(connection);
  }
  async commitTransaction(connection: DatabaseConnection) {
    const hooks = pending.get(connection);
    pending.delete(connection);
    open.delete(connection);
    await this.inner.commitTransaction(connection);
    if (hooks) committed.set(connection, [...(committed.get(connection) ?? []), ...hooks]);
  }
  async rollbackTransaction(connection: DatabaseConnection) {
    pending.delete(connection);
    open.delete(connection);
    await this.inner.rollbackTransaction(connection);
  }
  async releaseConnection(connection: DatabaseConnection) {
    // Taken before the release: once released, the connection may carry someone else's transaction.
    const hooks = committed.get(connection);
    committed.delete(connection);
    await this.inner.releaseConnection(connection);
    if (hooks) await runHooks(hooks);
  }
  // Savepoints (kysely's controlled transactions) are the inner driver's, if it has them. A hook
  // registered after a savepoint that is rolled back to still runs at COMMIT: dropping a cached
  // copy that did not change costs one read, while keeping one that did would show stale data.
  savepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']) {
    if (!this.inner.savepoint) throw new Error('The `savepoint` method is not supported by this driver');
    return this.inner.savepoint(connection, name, compileQuery);
  }
  rollbackToSavepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']) {
    if (!this.inner.rollbackToSavepoint) throw new Error('The `rollbackToSavepoint` method is not supported by this driver');
    return this.inner.rollbackToSavepoint(connection, name, compileQuery);
  }
  releaseSavepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']) {
    if (!this.inner.releaseSavepoint) throw new Error('The `releaseSavepoint` method is not supported by this driver');
    return this.inner.releaseSavepoint(connection, name, compileQuery);
  }
  destroy() {
    return this.inner.destroy();
  }
}

/** `dialect` whose driver runs commit hooks (see `afterCommit`). */
export function withCommitHooks(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new CommitHookDriver(dialect.createDriver()),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
  };
}

/**
 * Runs `hook` once what `db` wrote is committed: at once for the plain database (each statement
 * commits by itself), after COMMIT for a transaction, never if it rolls back. Resolves when the hook
 * ran (plain database) or is registered (transaction). For an in-memory copy of committed data, such
 * as a cache, whose invalidation must not come before the commit: a reader in between would put
 * the old value back. The hooks run when the transaction's connection goes back, so for a
 * transaction inside a `db.connection()` scope they run when the scope ends, and for a controlled
 * transaction (`startTransaction`) `commit()` does not wait for them; the wallet uses neither.
 */
export async function afterCommit(db: Pick<Kysely<unknown>, 'isTransaction' | 'getExecutor'>, hook: CommitHook): Promise<void> {
  if (!db.isTransaction) return runHooks([hook]);
  // A transaction's executor hands out the one connection the transaction runs on. `getExecutor` is
  // marked internal in Kysely's types; `commit-hooks.spec.ts` fails if that ever stops holding.
  await db.getExecutor().provideConnection(async (connection) => {
    // A hook nobody would run is a silent bug (a stale cache): refuse it loudly instead.
    if (!open.has(connection)) throw new Error('afterCommit needs a transaction of a database made with withCommitHooks');
    const hooks = pending.get(connection);
    if (hooks) hooks.push(hook);
    else pending.set(connection, [hook]);
  });
}
