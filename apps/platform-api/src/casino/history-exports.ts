import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { Job, JobQueue } from '../jobs/job-types';
import { stableJobId } from '../jobs/stable-job-id';

/** Rows one export may hold; a player's history beyond that needs a narrower date range. */
const MAX_EXPORT_ROWS = 100_000;
/** The job that builds one export's CSV (`src/jobs`): it runs once across every instance. */
export const HISTORY_EXPORT_JOB = 'casino.history-export';
/** Retries after the first attempt; the last failure marks the export failed. */
const RETRY_LIMIT = 3;

function csvCell(value: string | number): string {
  const text = String(value);
  // Quote everything that could break the row, and neutralise spreadsheet formulas.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const money = (minor: number) => (minor / 100).toFixed(2);

/** One job per export, with an id of its own: the start-up sweep and the request never queue it twice. */
const jobIdOf = (exportId: number) => stableJobId(`${HISTORY_EXPORT_JOB} ${exportId}`);

async function csvOf(db: Db, request: { account_id: number; date_from: string | null; date_to: string | null }) {
  let query = db
    .selectFrom('game_rounds as r')
    .innerJoin('games as g', 'g.id', 'r.game_id')
    .select(['r.id', 'r.created_at', 'g.name', 'r.mode', 'r.stake', 'r.win', 'r.currency'])
    .where('r.account_id', '=', request.account_id);
  if (request.date_from) query = query.where(sql<boolean>`r.created_at >= ${request.date_from}::date`);
  if (request.date_to) query = query.where(sql<boolean>`r.created_at < ${request.date_to}::date + 1`);
  const rows = await query.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(MAX_EXPORT_ROWS).execute();
  const lines = [
    'round_id,date,game,mode,stake,win,currency',
    ...rows.map((row) =>
      [row.id, row.created_at.toISOString(), row.name, row.mode, money(row.stake), money(row.win), row.currency].map(csvCell).join(','),
    ),
  ];
  return { csv: `${lines.join('\r\n')}\r\n`, rowCount: rows.length };
}

/**
 * Game-history CSV exports. A request is a row and a job queued in the same transaction; the
 * job (on `app.jobs`, fetched with SKIP LOCKED) builds the CSV in one instance, and completes in
 * the transaction that stores it, so a retry never builds an export that is already stored.
 */
export function createHistoryExports(db: Db, jobs: JobQueue) {
  async function build(exportId: number, job: Job<{ exportId: number }>) {
    try {
      await db.transaction().execute(async (trx) => {
        const request = await trx
          .selectFrom('game_history_exports')
          .select(['account_id', 'date_from', 'date_to', 'status'])
          .where('id', '=', exportId)
          .executeTakeFirst();
        if (request?.status === 'pending') {
          const { csv, rowCount } = await csvOf(trx, request);
          await trx
            .updateTable('game_history_exports')
            .set({ status: 'ready', csv, row_count: rowCount, finished_at: new Date() })
            .where('id', '=', exportId)
            .execute();
        }
        await job.completeWithin(trx);
      });
    } catch (error) {
      // The player sees "failed" only once the queue gives up; until then the export stays pending.
      if (job.attempt > RETRY_LIMIT) {
        await db
          .updateTable('game_history_exports')
          .set({ status: 'failed', finished_at: new Date() })
          .where('id', '=', exportId)
          .where('status', '=', 'pending')
          .execute();
      }
      throw error;
    }
  }

  return {
    /** Declares the job; while the area registers. */
    define(): void {
      jobs.define<{ exportId: number }>(HISTORY_EXPORT_JOB, (job) => build(job.data.exportId, job), {
        retryLimit: RETRY_LIMIT,
        expireInSeconds: 10 * 60,
      });
    },
    /** Queues a job for every export still pending (requests made before the job queue existed); safe to repeat. */
    async sweep(): Promise<void> {
      const pending = await db.selectFrom('game_history_exports').select('id').where('status', '=', 'pending').orderBy('id').execute();
      for (const { id } of pending) await jobs.send(HISTORY_EXPORT_JOB, { exportId: id }, { id: jobIdOf(id) });
    },
    async request(accountId: number, dateFrom: string | undefined, dateTo: string | undefined): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('game_history_exports')
          .values({ account_id: accountId, date_from: dateFrom ?? null, date_to: dateTo ?? null })
          .returning('id')
          .executeTakeFirstOrThrow();
        await jobs.send(HISTORY_EXPORT_JOB, { exportId: id }, { db: trx, id: jobIdOf(id) });
        return id;
      });
    },
    list(accountId: number, id?: number) {
      let query = db
        .selectFrom('game_history_exports')
        .select(['id', 'status', 'created_at', 'finished_at', 'row_count', 'date_from', 'date_to'])
        .where('account_id', '=', accountId);
      if (id !== undefined) query = query.where('id', '=', id);
      return query.orderBy('id', 'desc').limit(50).execute();
    },
    csv(accountId: number, id: number) {
      return db
        .selectFrom('game_history_exports')
        .select(['csv', 'status'])
        .where('account_id', '=', accountId)
        .where('id', '=', id)
        .executeTakeFirst();
    },
  };
}

export type HistoryExports = ReturnType<typeof createHistoryExports>;

/** Wires the exports into the app's life: the job defined now, the sweep once the queue runs. */
export function registerHistoryExports(app: FastifyInstance, exports: HistoryExports): void {
  exports.define();
  app.addHook('onReady', () => exports.sweep());
}
