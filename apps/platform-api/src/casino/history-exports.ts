import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database';

/** Rows one export may hold; a player's history beyond that needs a narrower date range. */
const MAX_EXPORT_ROWS = 100_000;
/** How often the worker looks for requests left pending (e.g. by a restart). */
const POLL_MS = 30_000;

function csvCell(value: string | number): string {
  const text = String(value);
  // Quote everything that could break the row, and neutralise spreadsheet formulas.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const money = (minor: number) => (minor / 100).toFixed(2);

export function createHistoryExports(db: Db, log: FastifyBaseLogger) {
  let running: Promise<void> | null = null;
  let again = false;

  async function build(id: number): Promise<void> {
    const request = await db
      .selectFrom('game_history_exports')
      .select(['account_id', 'date_from', 'date_to'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!request) return;
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
    await db
      .updateTable('game_history_exports')
      .set({ status: 'ready', csv: `${lines.join('\r\n')}\r\n`, row_count: rows.length, finished_at: new Date() })
      .where('id', '=', id)
      .execute();
  }

  /** Works through every pending request, oldest first; one worker at a time per process. */
  async function drain(): Promise<void> {
    for (;;) {
      const next = await db
        .selectFrom('game_history_exports')
        .select('id')
        .where('status', '=', 'pending')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      if (!next) return;
      try {
        await build(next.id);
      } catch (error) {
        log.error({ err: error, exportId: next.id }, 'game history export failed');
        await db.updateTable('game_history_exports').set({ status: 'failed', finished_at: new Date() }).where('id', '=', next.id).execute();
      }
    }
  }

  function kick(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await drain();
      } while (again);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    async request(accountId: number, dateFrom: string | undefined, dateTo: string | undefined): Promise<number> {
      const { id } = await db
        .insertInto('game_history_exports')
        .values({ account_id: accountId, date_from: dateFrom ?? null, date_to: dateTo ?? null })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Produced after the answer is sent, so a long history never holds up the request.
      setImmediate(() => void kick().catch((error: unknown) => log.error({ err: error }, 'game history export worker failed')));
      return id;
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
    /** Waits for the worker to go idle (tests, shutdown). */
    settle: () => running ?? Promise.resolve(),
    /** Picks up requests a previous process left pending; stops with the app. */
    start(): () => void {
      const timer = setInterval(() => void kick().catch(() => undefined), POLL_MS);
      timer.unref();
      setImmediate(() => void kick().catch(() => undefined));
      return () => clearInterval(timer);
    },
  };
}

export type HistoryExports = ReturnType<typeof createHistoryExports>;
