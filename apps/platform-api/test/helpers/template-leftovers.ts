import pg from 'pg';

/**
 * What `template-database.ts` leaves when a run ends, and its clean-up (Jest's globalTeardown, in
 * the main process: this module needs only `pg`, not the app). Each worker leaves the copy of
 * its last file (`nfx_test_db_<pid>_<seconds>_<random>`), the spare it made for a next file
 * (`nfx_test_spr_<seconds>_<pid>`) and its template (`nfx_test_tpl_<seconds>_<pid>`).
 */
const COPY_NAME = /^nfx_test_db_(\d+)_\d+_[0-9a-z]+$/;
const SPARE_OR_TEMPLATE_NAME = /^nfx_test_(?:spr|tpl)_\d+_(\d+)$/;

/** Whether `pid` is a process still running on this machine (another run's worker); this process has ended its run. */
function stillRunning(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Drops the copies, spares and templates of workers that have ended, all at once. */
export async function dropLeftoversOfEndedWorkers(serverUrl: string): Promise<void> {
  const list = new pg.Client({ connectionString: serverUrl });
  await list.connect();
  let names: string[];
  try {
    const { rows } = await list.query<{ datname: string }>(
      `select datname from pg_database where starts_with(datname, 'nfx_test_db_') or starts_with(datname, 'nfx_test_spr_') or starts_with(datname, 'nfx_test_tpl_')`,
    );
    names = rows
      .map((row) => row.datname)
      .filter((name) => {
        const pid = (COPY_NAME.exec(name) ?? SPARE_OR_TEMPLATE_NAME.exec(name))?.[1];
        return pid !== undefined && !stillRunning(Number(pid));
      });
  } finally {
    await list.end();
  }
  await Promise.all(
    names.map(async (name) => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    }),
  );
}
