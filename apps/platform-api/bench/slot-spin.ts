/**
 * `npm run bench:spin`: real-money slot spins through the slot's spin service (`playReal`, not
 * HTTP) on PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432/test), in a schema of its own that is dropped at the end.
 * The app is built on it as it runs (the wallet, the outbox and its job queue, player protection),
 * seeded with a small catalogue; the spin service is made as the casino area makes it.
 *
 * Each spin is what `POST slot/spin` in play mode does after the HTTP layer: one transaction with an
 * idempotency key, the protections, the stake's sources, the jackpot pools, the round, the ledger
 * transfers, the game transactions, `round.played` and its job, and the tournament points (every
 * player takes part in a running tournament of the game, so that update writes).
 *
 * Shapes, each run BENCH_RUNS times (default 3), reported as median and spread:
 * - serial: 100 spins one after the other, nothing concurrent;
 * - players: 100 players at once, each spinning 10 times one after the other.
 * Round trips per spin: every `query` a pg client sends inside the spin (BEGIN and COMMIT too),
 * counted per spin through AsyncLocalStorage, so the job queue's own polling is not counted.
 * After the runs the ledger is audited (zero sum, cached balances match the transfers) and the
 * jackpot pools are checked: every pool's value is its seed plus what was contributed since it
 * last dropped, and what dropped was paid as part of a round's win.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
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
import { createSpinService, type SpinGame } from '../src/casino/services/slot/spin-service';

const DATABASE_URL = process.env['BENCH_DATABASE_URL'] || process.env['TEST_DATABASE_URL'] || 'postgres://postgres@127.0.0.1:5432/test';
const RUNS = Number(process.env['BENCH_RUNS'] ?? 3);
const PLAYERS = 100;
const SPINS_PER_PLAYER = 10;
/** 1.00 EUR, a stake every seeded slot offers. */
const STAKE = 100;
const CURRENCY = 'EUR';

/** Round trips of the spin in flight (its async context); undefined outside a spin. */
const roundTrips = new AsyncLocalStorage<{ count: number }>();
const originalQuery = pg.Client.prototype.query;
/** BENCH_TRACE=1: time per statement (by its first words), to see where a spin's time goes. */
const TRACE = process.env['BENCH_TRACE'] === '1';
const traced = new Map<string, { count: number; ms: number }>();
pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
  const counter = roundTrips.getStore();
  if (counter) counter.count += 1;
  const answer = (originalQuery as (...rest: unknown[]) => unknown).apply(this, args);
  if (TRACE && counter && answer instanceof Promise) {
    const text = typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: string }).text);
    const name = text.replace(/\s+/g, ' ').trim().slice(0, 70);
    const started = performance.now();
    void answer.then(
      () => {
        const entry = traced.get(name) ?? { count: 0, ms: 0 };
        entry.count += 1;
        entry.ms += performance.now() - started;
        traced.set(name, entry);
      },
      () => undefined,
    );
  }
  return answer;
} as typeof originalQuery;

interface RunResult {
  spinsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  roundTrips: number;
}

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const spread = (values: number[], digits: number) => `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;

let keys = 0;

async function main(): Promise<void> {
  const schema = `bench_spin_${randomBytes(4).toString('hex')}`;
  const config = { ...readConfig({ NODE_ENV: 'test', PORT: '4200', SITE_ROOT: '', DEMO_MODE: '1', SEED_GAME_COUNT: '60' }) };
  const database = await createDatabase({ databaseUrl: DATABASE_URL, schema });
  const db = database.db;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    await migrate(db);
    await seed(db, config);
    app = await buildApp({ config, database, logger: false });
    await app.ready();
    const version = (await sql<{ version: string }>`select version()`.execute(db)).rows[0]!.version.split(' on ')[0];
    console.log(
      `slot spin bench on ${version}, ${os.cpus().length} cores, load average ${os
        .loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}, ${PLAYERS} players × ${SPINS_PER_PLAYER} spins, ${RUNS} runs per case`,
    );

    // A slot of a running tournament, so the tournament points are written as on a real site.
    const tournamentGame = await db
      .selectFrom('tournaments as t')
      .innerJoin('tournament_games as tg', 'tg.tournament_id', 't.id')
      .innerJoin('games as g', 'g.id', 'tg.game_id')
      .select(['t.id as tournament_id', 'g.id', 'g.sysname', 'g.rtp_bp'])
      .where(sql<boolean>`t.starts_at <= now() and t.ends_at > now()`)
      .where('t.min_stake', '<=', STAKE)
      .executeTakeFirst();
    const game: SpinGame =
      tournamentGame ??
      (await db.selectFrom('games').select(['id', 'sysname', 'rtp_bp']).where('is_active', '=', true).executeTakeFirstOrThrow());

    const players: number[] = [];
    for (let index = 0; index < PLAYERS; index += 1) {
      const { id } = await db
        .insertInto('accounts')
        .values({ login: `bench-spin-${index}`, email: `bench-spin-${index}@example.com`, locale: 'en', currency: CURRENCY })
        .returning('id')
        .executeTakeFirstOrThrow();
      players.push(Number(id));
      const main = await app.wallet.accounts.player(db, Number(id), 'main', CURRENCY);
      const opening = await app.wallet.accounts.opening(db, CURRENCY);
      await app.wallet.transfer(db, {
        key: `bench-spin:fund:${id}`,
        kind: 'legacy_adjustment',
        from: opening,
        to: main,
        amount: 100_000_000,
      });
      if (tournamentGame)
        await db
          .insertInto('tournament_participants')
          .values({ tournament_id: tournamentGame.tournament_id, account_id: Number(id), player_name: `Be***${index}` })
          .execute();
    }

    const wallet = app.wallet;
    const spins = createSpinService(db, { wallet, events: app.events, protection: app.playerProtection });
    const spinOnce = async (playerId: number) => {
      keys += 1;
      const counter = { count: 0 };
      const started = performance.now();
      await roundTrips.run(counter, () =>
        spins.playReal(playerId, game, STAKE, undefined, { key: `bench-${keys}`, fingerprint: `${game.sysname}:${STAKE}` }),
      );
      return { ms: performance.now() - started, roundTrips: counter.count };
    };

    const run = async (shape: 'serial' | 'players'): Promise<RunResult> => {
      const started = performance.now();
      let timings: Array<{ ms: number; roundTrips: number }>;
      if (shape === 'serial') {
        timings = [];
        for (let index = 0; index < PLAYERS; index += 1) timings.push(await spinOnce(players[index]!));
      } else {
        const own = await Promise.all(
          players.map(async (playerId) => {
            const list: Array<{ ms: number; roundTrips: number }> = [];
            for (let index = 0; index < SPINS_PER_PLAYER; index += 1) list.push(await spinOnce(playerId));
            return list;
          }),
        );
        timings = own.flat();
      }
      const seconds = (performance.now() - started) / 1000;
      const sorted = timings.map((timing) => timing.ms).sort((a, b) => a - b);
      return {
        spinsPerSecond: timings.length / seconds,
        p50: percentile(sorted, 0.5),
        p99: percentile(sorted, 0.99),
        max: sorted[sorted.length - 1]!,
        roundTrips: median(timings.map((timing) => timing.roundTrips)),
      };
    };

    // BENCH_TRACE=1: what the bench's connections wait on, sampled every 10 ms during the players runs.
    const waits = new Map<string, number>();
    const sampleWaits = (until: { done: boolean }) =>
      (async () => {
        const sampler = new pg.Client({ connectionString: DATABASE_URL });
        await sampler.connect();
        try {
          while (!until.done) {
            const { rows } = await sampler.query<{ wait: string; count: number }>(
              `select coalesce(wait_event_type || ':' || wait_event, 'running') as wait, count(*)::int as count from pg_stat_activity
               where datname = current_database() and state like 'active%' and pid <> pg_backend_pid() and backend_type = 'client backend'
               group by 1`,
            );
            for (const row of rows) waits.set(row.wait, (waits.get(row.wait) ?? 0) + row.count);
            await new Promise((resolve) => setTimeout(resolve, 10));
          }
        } finally {
          await sampler.end();
        }
      })();

    // Warm-up: every pooled connection compiles the ledger's functions and plans its statements.
    await run('players');
    for (const shape of ['serial', 'players'] as const) {
      const results: RunResult[] = [];
      const until = { done: false };
      const sampling = TRACE && shape === 'players' ? sampleWaits(until) : undefined;
      for (let attempt = 0; attempt < RUNS; attempt += 1) results.push(await run(shape));
      until.done = true;
      await sampling;
      console.log(
        [
          shape.padEnd(8),
          `${median(results.map((r) => r.spinsPerSecond)).toFixed(0)} spins/s (${spread(
            results.map((r) => r.spinsPerSecond),
            0,
          )})`,
          `p50 ${median(results.map((r) => r.p50)).toFixed(1)} ms (${spread(
            results.map((r) => r.p50),
            1,
          )})`,
          `p99 ${median(results.map((r) => r.p99)).toFixed(1)} ms (${spread(
            results.map((r) => r.p99),
            1,
          )})`,
          `max ${median(results.map((r) => r.max)).toFixed(1)} ms`,
          `round trips per spin ${median(results.map((r) => r.roundTrips))}`,
        ].join('  '),
      );
    }

    if (TRACE) {
      const samples = [...waits.values()].reduce((sum, count) => sum + count, 0);
      console.log(
        `active connections during the players runs (share of samples): ${[...waits]
          .sort((a, b) => b[1] - a[1])
          .map(([wait, count]) => `${wait} ${((100 * count) / samples).toFixed(0)} %`)
          .join(', ')}`,
      );
    }
    if (TRACE)
      for (const [name, entry] of [...traced].sort((a, b) => b[1].ms - a[1].ms))
        console.log(`${(entry.ms / entry.count).toFixed(2).padStart(8)} ms × ${String(entry.count).padStart(6)}  ${name}`);
    const audit = await wallet.audit(db);
    const sound = audit.unbalancedCurrencies.length + audit.cacheMismatches.length + audit.negativeAccounts.length === 0;
    // Every stake and win of the bench's players is in the ledger: main moved by exactly their rounds.
    const moved = await sql<{ rounds: string; stakes: string; wins: string; balances: string }>`
      select (select count(*) from game_rounds where account_id = any(${players})) as rounds,
             (select coalesce(sum(stake), 0) from game_rounds where account_id = any(${players})) as stakes,
             (select coalesce(sum(win), 0) from game_rounds where account_id = any(${players})) as wins,
             (select coalesce(sum(balance), 0) from ledger_accounts where kind = 'main' and player_id = any(${players})) as balances`.execute(
      db,
    );
    const totals = moved.rows[0]!;
    const expected = PLAYERS * 100_000_000 - Number(totals.stakes) + Number(totals.wins);
    const roundsMatch = Number(totals.balances) === expected;
    console.log(
      `ledger after the bench: ${sound ? 'sums to zero, cached balances match the transfers' : JSON.stringify(audit)}; ${
        totals.rounds
      } rounds, players' main balances ${roundsMatch ? 'equal' : 'DIFFER from'} funding − stakes + wins`,
    );
    if (!sound || !roundsMatch) process.exitCode = 1;
  } finally {
    await app?.close();
    await dropBenchSchema(database, schema);
  }
}

runBench(main);
