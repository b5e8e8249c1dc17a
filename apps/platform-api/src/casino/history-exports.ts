import type { FastifyInstance } from 'fastify';
import type { HistoryExportKind } from '@nfx/api-contract';
import type { Db } from '../db/database';
import type { Job, JobQueue } from '../jobs/job-types';
import { stableJobId } from '../jobs/stable-job-id';
import { exportCsv } from './services/history-export-csv';

/** The job that builds one export's CSV (`src/jobs`): it runs once across every instance. */
export const HISTORY_EXPORT_JOB = 'casino.history-export';
/** Retries after the first attempt; the last failure marks the export failed. */
const RETRY_LIMIT = 3;

/** One job per export, with an id of its own: the start-up sweep and the request never queue it twice. */
const jobIdOf = (exportId: number) => stableJobId(`${HISTORY_EXPORT_JOB} ${exportId}`);

/**
 * History CSV exports, of casino rounds or of sports bets (the request's kind). A request is a
 * row and a job queued in the same transaction; the job (on `app.jobs`, fetched with SKIP LOCKED)
 * builds the CSV in one instance, and completes in the transaction that stores it, so a retry
 * never builds an export that is already stored.
 */
export function createHistoryExports(db: Db, jobs: JobQueue) {
  async function build(exportId: number, job: Job<{ exportId: number }>) {
    try {
      await db.transaction().execute(async (trx) => {
        const request = await trx
          .selectFrom('game_history_exports')
          .select(['account_id', 'kind', 'date_from', 'date_to', 'status'])
          .where('id', '=', exportId)
          .executeTakeFirst();
        if (request?.status === 'pending') {
          const { csv, rowCount } = await exportCsv(trx, request);
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
    async request(
      accountId: number,
      { kind, dateFrom, dateTo }: { kind: HistoryExportKind; dateFrom?: string; dateTo?: string },
    ): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('game_history_exports')
          .values({ account_id: accountId, kind, date_from: dateFrom ?? null, date_to: dateTo ?? null })
          .returning('id')
          .executeTakeFirstOrThrow();
        await jobs.send(HISTORY_EXPORT_JOB, { exportId: id }, { db: trx, id: jobIdOf(id) });
        return id;
      });
    },
    list(accountId: number, id?: number) {
      let query = db
        .selectFrom('game_history_exports')
        .select(['id', 'kind', 'status', 'created_at', 'finished_at', 'row_count', 'date_from', 'date_to'])
        .where('account_id', '=', accountId);
      if (id !== undefined) query = query.where('id', '=', id);
      return query.orderBy('id', 'desc').limit(50).execute();
    },
    csv(accountId: number, id: number) {
      return db
        .selectFrom('game_history_exports')
        .select(['csv', 'status', 'kind'])
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
