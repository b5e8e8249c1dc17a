/**
 * `npx tsx apps/platform-api/bench/bonus-wager.ts`: how many casino rounds a second the bonus
 * area's consumer of `round.played` (`bonus.engine`: cashback's play day and the active bonus's
 * wagering) gets through, on PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432/test), in a schema of its own dropped at the end. The app is
 * built on it as it runs; its relay (the job queue's) delivers the events. The consumer's batches run
 * one at a time, so this is the ceiling for casino rounds of the whole site (issue 44 §1). The
 * consumer takes each batch as a set (`subscribeBatch`, `bonus_rounds_played`): its statements per
 * round are the delivery's fixed ones divided by the batch (up to 50 rounds).
 *
 * A/B against another checkout: run this file from each, interleaved (the app is the checkout's).
 *
 * Each run writes BENCH_EVENTS (default 2,000) `round.played` rows at once, unstamped, as `record`
 * writes them, for 100 players (1.00 stakes on a slot the seeded campaigns count in full), then
 * records one more through `app.events.record`, which queues the relay, and waits until the
 * consumer is at the stream's head. The other consumers of the stream are paused for the bench
 * (their retry time set a day ahead), so the relay delivers to this one only. Shapes:
 * - no bonus: the players have no bonus;
 * - bonus: each has an active casino bonus (the welcome match's rules) far from its requirement.
 * Reported, median of BENCH_RUNS (default 3) with the spread: rounds a second from the record to
 * the head (stamping and the relay's passes included) and within the consumer's delivery
 * transactions only (the time they cover, from the lock of the consumer's row to the commit), and the
 * statements a delivery sends per round (every `query` on its connection, BEGIN not counted).
 * Afterwards each player's play day and bonus must hold exactly the rounds written.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { dropBenchSchema, runBench } from './bench-app';
import pg from 'pg';
import { buildApp } from '../src/app';
import { readConfig } from '../src/config';
import { createDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/seed';

const DATABASE_URL = process.env['BENCH_DATABASE_URL'] || process.env['TEST_DATABASE_URL'] || 'postgres://postgres@127.0.0.1:5432/test';
const RUNS = Number(process.env['BENCH_RUNS'] ?? 3);
const EVENTS = Number(process.env['BENCH_EVENTS'] ?? 2_000);
const PLAYERS = 100;
const STAKE = 100;
const CURRENCY = 'EUR';
const CONSUMER = 'bonus.engine';

/** The consumer's delivery transactions: statements sent and when, from the row lock to the commit. */
const deliveries: Array<{ statements: number; started: number; ended: number }> = [];
const open = new Map<pg.Client, { statements: number; started: number }>();
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function watchedQuery(this: pg.Client, ...args: unknown[]) {
  const answer = (originalQuery as (...rest: unknown[]) => unknown).apply(this, args);
  const text = typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: string }).text);
  const current = open.get(this);
  if (!current) {
    if (/from "event_consumers"/.test(text) && /for update/.test(text) && Array.isArray(args[1]) && args[1][0] === CONSUMER)
      open.set(this, { statements: 1, started: performance.now() });
  } else {
    current.statements += 1;
    if (/^(commit|rollback)$/i.test(text.trim())) {
      open.delete(this);
      void (answer as Promise<unknown>).then(
        () => deliveries.push({ statements: current.statements, started: current.started, ended: performance.now() }),
        () => undefined,
      );
    }
  }
  return answer;
} as typeof originalQuery;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const spread = (values: number[], digits: number) => `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;
const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

/** The time covered by the intervals (a relay waiting on another's lock of the row is not counted twice). */
function busyMs(intervals: ReadonlyArray<{ started: number; ended: number }>): number {
  let total = 0;
  let until = -Infinity;
  for (const { started, ended } of [...intervals].sort((a, b) => a.started - b.started)) {
    if (ended <= until) continue;
    total += ended - Math.max(started, until);
    until = ended;
  }
  return total;
}

interface RunResult {
  wallPerSecond: number;
  deliveryPerSecond: number;
  statementsPerRound: number;
}

async function main(): Promise<void> {
  const schema = `bench_bonus_${randomBytes(4).toString('hex')}`;
  const config = { ...readConfig({ NODE_ENV: 'test', PORT: '4200', SITE_ROOT: '', DEMO_MODE: '1', SEED_GAME_COUNT: '60' }) };
  const database = await createDatabase({ databaseUrl: DATABASE_URL, schema });
  const db = database.db;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let roundId = 0;
  try {
    await migrate(db);
    await seed(db, config);
    app = await buildApp({ config, database, logger: false });
    await app.ready();
    const version = (await sql<{ version: string }>`select version()`.execute(db)).rows[0]!.version.split(' on ')[0];
    console.log(
      `bonus.engine bench on ${version}, ${os.cpus().length} cores, load average ${loadAverage()}, ${EVENTS} rounds a run, ${RUNS} runs per shape`,
    );
    const { id: gameId } = await db
      .selectFrom('games as g')
      .innerJoin('game_category_links as l', 'l.game_id', 'g.id')
      .innerJoin('game_categories as c', 'c.id', 'l.category_id')
      .select('g.id')
      .where('c.sysname', '=', 'slots')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('game_category_links as l2')
              .innerJoin('game_categories as c2', 'c2.id', 'l2.category_id')
              .select('l2.game_id')
              .whereRef('l2.game_id', '=', 'g.id')
              .where('c2.sysname', 'in', ['roulette', 'cards', 'live']),
          ),
        ),
      )
      .orderBy('g.id')
      .executeTakeFirstOrThrow();

    const players = async (shape: string, withBonus: boolean): Promise<number[]> => {
      const ids: number[] = [];
      for (let index = 0; index < PLAYERS; index += 1) {
        const { id } = await db
          .insertInto('accounts')
          .values({
            login: `bench-bonus-${shape}-${index}`,
            email: `bench-bonus-${shape}-${index}@example.com`,
            locale: 'en',
            currency: CURRENCY,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.push(Number(id));
        if (withBonus)
          await db
            .insertInto('player_bonuses')
            .values({
              account_id: Number(id),
              campaign_id: 1,
              wallet: 'casino',
              status: 'active',
              amount: 10_000,
              currency: CURRENCY,
              wagering_required: 1_000_000_000_000,
              source: 'bench',
              activated_at: new Date(),
              expires_at: new Date(Date.now() + 30 * 86_400_000),
            })
            .execute();
      }
      return ids;
    };
    const shapes = [
      { name: 'no bonus', ids: await players('plain', false) },
      { name: 'bonus', ids: await players('bonus', true) },
    ];

    // Only this consumer is delivered to during the bench.
    await sql`update event_consumers set retry_at = now() + interval '1 day' where name <> ${CONSUMER}`.execute(db);
    const watcher = new pg.Client({ connectionString: DATABASE_URL, options: `-c search_path=${schema}` });
    await watcher.connect();
    const atHead = async () => {
      const { rows } = await watcher.query<{ done: boolean }>(
        `select not exists (select 1 from domain_events where position is null)
           and (select position from event_consumers where name = $1) >= (select head from event_stream where id = 1) as done`,
        [CONSUMER],
      );
      return rows[0]!.done;
    };

    const run = async (ids: number[], events: number): Promise<RunResult> => {
      const payloads = Array.from({ length: events - 1 }, (_, index) => {
        roundId += 1;
        return { accountId: ids[index % ids.length]!, roundId, gameId: Number(gameId), stake: STAKE, win: 0, currency: CURRENCY };
      });
      await sql`
        insert into domain_events (type, payload)
        select 'round.played', value from jsonb_array_elements(${JSON.stringify(payloads)}::jsonb)`.execute(db);
      deliveries.length = 0;
      const started = performance.now();
      roundId += 1;
      await db.transaction().execute(async (trx) => {
        await app!.events.record(trx, {
          type: 'round.played',
          payload: {
            accountId: ids[(events - 1) % ids.length]!,
            roundId,
            gameId: Number(gameId),
            stake: STAKE,
            win: 0,
            currency: CURRENCY,
          },
        });
      });
      while (!(await atHead())) await new Promise((resolve) => setTimeout(resolve, 5));
      const seconds = (performance.now() - started) / 1000;
      // The last commit's answer may still be on its way.
      await new Promise((resolve) => setTimeout(resolve, 20));
      const inDeliveries = busyMs(deliveries) / 1000;
      const statements = deliveries.reduce((sum, delivery) => sum + delivery.statements, 0);
      return { wallPerSecond: events / seconds, deliveryPerSecond: events / inDeliveries, statementsPerRound: statements / events };
    };

    const written = new Map<number, number>();
    const count = (ids: number[], events: number) => {
      for (let index = 0; index < events; index += 1)
        written.set(ids[index % ids.length]!, (written.get(ids[index % ids.length]!) ?? 0) + 1);
    };
    // Warm-up: plans and the functions' code on the pooled connections.
    for (const shape of shapes) {
      await run(shape.ids, 200);
      count(shape.ids, 200);
    }
    for (const shape of shapes) {
      const results: RunResult[] = [];
      const loads: string[] = [];
      for (let attempt = 0; attempt < RUNS; attempt += 1) {
        loads.push(os.loadavg()[0]!.toFixed(2));
        results.push(await run(shape.ids, EVENTS));
        count(shape.ids, EVENTS);
      }
      console.log(
        [
          shape.name.padEnd(9),
          `${median(results.map((r) => r.wallPerSecond)).toFixed(0)} rounds/s record to head (${spread(
            results.map((r) => r.wallPerSecond),
            0,
          )})`,
          `${median(results.map((r) => r.deliveryPerSecond)).toFixed(0)} rounds/s in deliveries (${spread(
            results.map((r) => r.deliveryPerSecond),
            0,
          )})`,
          `statements per round ${median(results.map((r) => r.statementsPerRound)).toFixed(2)}`,
          `load ${loads.join(', ')}`,
        ].join('  '),
      );
    }
    await watcher.end();

    // Every round written is on its player's play day, and counted in full by the active bonuses.
    const all = shapes.flatMap((shape) => shape.ids);
    const { rows } = await sql<{ account_id: number; staked: number; wagered: number | null }>`
      select a.id as account_id, coalesce((select sum(staked) from bonus_play_days d where d.account_id = a.id), 0)::bigint as staked,
        (select wagered from player_bonuses b where b.account_id = a.id and b.status = 'active') as wagered
      from accounts a where a.id = any(${all})`.execute(db);
    const bonusIds = new Set(shapes[1]!.ids);
    const wrong = rows.filter((row) => {
      const expected = (written.get(Number(row.account_id)) ?? 0) * STAKE;
      return (
        Number(row.staked) !== expected || (bonusIds.has(Number(row.account_id)) ? Number(row.wagered) !== expected : row.wagered !== null)
      );
    });
    console.log(
      `after the bench: ${wrong.length === 0 ? 'every play day and bonus holds exactly the rounds written' : `${wrong.length} players DIFFER`}`,
    );
    if (wrong.length > 0) process.exitCode = 1;
  } finally {
    await app?.close();
    await dropBenchSchema(database, schema);
  }
}

runBench(main);
