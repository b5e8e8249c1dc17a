/**
 * `npx tsx apps/platform-api/bench/settlement.ts`: settling bet slips on PostgreSQL
 * (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test), in a
 * schema of its own that is dropped at the end. The app is built on it as it runs (the wallet, the
 * outbox and its job queue with its workers); the feed is off (NODE_ENV=test), so nothing else
 * settles.
 *
 * Each run (BENCH_RUNS, default 3) places BENCH_SLIPS (default 1,000) slips through the placement
 * service on new football matches: 100 players, singles and accumulators of two or three legs, one
 * in twenty paid by a free bet; then publishes every market's result (one market in twenty void, or
 * the share BENCH_VOID_RATE: a single on a void market is a void slip, its stake given back) and
 * times one `settlePending` over all of them, as the watchdog runs it. Round trips: every `query` a
 * pg client sends inside that call (BEGIN and COMMIT too), counted through AsyncLocalStorage, so the
 * job queue's polling and relays are not counted. After each run: every slip settled once, one
 * `bet.settled` each, the payouts in the ledger as the bets say, and the ledger audited.
 *
 * Only calls that exist before and after the change are used (`settlePending`, `placeBet`,
 * `createEvent`, `publishResult`), so the same file measures both sides of an A/B.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { dropBenchSchema, runBench } from './bench-app';
import pg from 'pg';
import { buildApp } from '../src/app';
import { placeBet } from '../src/betting/services/placement';
import { publishResult } from '../src/betting/services/results';
import { COMPETITIONS, createEvent, seededRandom } from '../src/betting/services/schedule';
import { settlePending } from '../src/betting/services/settlement';
import { readConfig } from '../src/config';
import { createDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import type { Outcome } from '../src/db/tables/betting';
import { seed } from '../src/seed';

const DATABASE_URL = process.env['BENCH_DATABASE_URL'] || process.env['TEST_DATABASE_URL'] || 'postgres://postgres@127.0.0.1:5432/test';
const RUNS = Number(process.env['BENCH_RUNS'] ?? 3);
const SLIPS = Number(process.env['BENCH_SLIPS'] ?? 1_000);
/** The share of markets published void (a void single's stake is given back, a reversal of its stake transfer). */
const VOID_RATE = Number(process.env['BENCH_VOID_RATE'] ?? 0.05);
const PLAYERS = 100;
const MATCHES = 20;
const CURRENCY = 'EUR';

const roundTrips = new AsyncLocalStorage<{ count: number }>();
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
  const counter = roundTrips.getStore();
  if (counter) counter.count += 1;
  return (originalQuery as (...rest: unknown[]) => unknown).apply(this, args);
} as typeof originalQuery;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const spread = (values: number[], digits: number) => `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

async function main(): Promise<void> {
  const schema = `bench_settle_${randomBytes(4).toString('hex')}`;
  const config = { ...readConfig({ NODE_ENV: 'test', PORT: '4200', SITE_ROOT: '', DEMO_MODE: '1', SEED_GAME_COUNT: '10' }) };
  const database = await createDatabase({ databaseUrl: DATABASE_URL, schema });
  const db = database.db;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let failed = false;
  try {
    await migrate(db);
    await seed(db, config);
    app = await buildApp({ config, database, logger: false });
    await app.ready();
    const { wallet } = app;
    const version = (await sql<{ version: string }>`select version()`.execute(db)).rows[0]!.version.split(' on ')[0];
    console.log(
      `settlement bench on ${version}, ${os.cpus().length} cores, ${SLIPS} slips, ${PLAYERS} players, void rate ${VOID_RATE}, ${RUNS} runs`,
    );

    const players: number[] = [];
    for (let index = 0; index < PLAYERS; index += 1) {
      const { id } = await db
        .insertInto('accounts')
        .values({ login: `bench-settle-${index}`, email: `bench-settle-${index}@example.com`, locale: 'en', currency: CURRENCY })
        .returning('id')
        .executeTakeFirstOrThrow();
      players.push(Number(id));
      await wallet.transfer(db, {
        key: `bench-settle:fund:${id}`,
        kind: 'legacy_adjustment',
        from: await wallet.accounts.opening(db, CURRENCY),
        to: await wallet.accounts.player(db, Number(id), 'main', CURRENCY),
        amount: 100_000_000,
      });
    }

    const football = COMPETITIONS.find((competition) => competition.sport === 'football')!;
    let keys = 0;
    let freeBets = 0;
    const results: Array<{ ms: number; roundTrips: number; settled: number }> = [];
    for (let run = 0; run < RUNS; run += 1) {
      const random = seededRandom(1_000 + run);
      const matchIds: number[] = [];
      for (let index = 0; index < MATCHES; index += 1)
        matchIds.push(await db.transaction().execute((trx) => createEvent(trx, football, new Date(Date.now() + 3_600_000), random)));
      const selections = await db
        .selectFrom('betting_selections as s')
        .innerJoin('betting_markets as m', 'm.id', 's.market_id')
        .select(['s.id', 's.price', 's.code', 's.market_id', 'm.event_id'])
        .where('m.event_id', 'in', matchIds)
        .orderBy('s.id')
        .execute();
      const byMatch = matchIds.map((id) => selections.filter((selection) => selection.event_id === id));

      // Slips, ten players at a time.
      const placed: number[] = [];
      for (let start = 0; start < SLIPS; start += PLAYERS / 10) {
        await Promise.all(
          Array.from({ length: Math.min(PLAYERS / 10, SLIPS - start) }, async (_, offset) => {
            const slip = start + offset;
            const playerId = players[slip % PLAYERS]!;
            const legs = slip % 3 === 0 ? 1 + (slip % 2) + 1 : 1;
            const first = slip % MATCHES;
            const picks = Array.from({ length: legs }, (_, leg) => {
              const own = byMatch[(first + leg * 7) % MATCHES]!;
              return own[(slip * 5 + leg * 3) % own.length]!;
            });
            const stake = 100 + (slip % 20) * 50;
            let freeBetId: number | undefined;
            if (slip % 20 === 19) {
              freeBetId = 900_000_000 + (freeBets += 1);
              const bonusId = freeBetId;
              await db.transaction().execute(async (trx) => {
                await wallet.transfer(trx, {
                  key: `bench-settle:free-bet:${bonusId}`,
                  kind: 'bonus_grant',
                  from: await wallet.accounts.house(trx, CURRENCY, playerId),
                  to: await wallet.accounts.player(trx, playerId, 'betting_bonus', CURRENCY),
                  amount: stake,
                  reference: { type: 'bonus', id: bonusId },
                });
                await trx
                  .insertInto('betting_free_bets')
                  .values({
                    bonus_id: bonusId,
                    account_id: playerId,
                    amount: stake,
                    currency: CURRENCY,
                    min_price: null,
                    expires_at: new Date(Date.now() + 86_400_000),
                    status: 'available',
                  })
                  .execute();
              });
            }
            const bet = await placeBet(
              db,
              app!,
              playerId,
              {
                selections: picks.map((pick) => ({ id: pick.id, price: pick.price })),
                stake: (stake / 100).toFixed(2),
                accept_odds_changes: 1,
                free_bet_id: freeBetId,
              },
              `bench-settle-${(keys += 1)}`,
            );
            placed.push(Number(bet.id));
          }),
        );
      }

      // Every market's result: one selection wins, the others lose; VOID_RATE of them are void.
      for (const own of byMatch) {
        await db.transaction().execute(async (trx) => {
          for (const marketId of [...new Set(own.map((selection) => selection.market_id))]) {
            const codes = own.filter((selection) => selection.market_id === marketId).map((selection) => selection.code);
            const outcomes: Record<string, Outcome> =
              random() < VOID_RATE
                ? Object.fromEntries(codes.map((code) => [code, 'void' as const]))
                : { [codes[Math.floor(random() * codes.length)]!]: 'won' };
            await publishResult(trx, marketId, outcomes);
          }
        });
      }

      const loadBefore = load();
      const counter = { count: 0 };
      const started = performance.now();
      const settled = await roundTrips.run(counter, () => settlePending(db, app!));
      const ms = performance.now() - started;
      results.push({ ms, roundTrips: counter.count, settled });

      const bets = await db.selectFrom('bets').select(['id', 'status', 'payout', 'free_bet_id']).where('id', 'in', placed).execute();
      const statuses = bets.reduce<Record<string, number>>(
        (counts, bet) => ({ ...counts, [bet.status]: (counts[bet.status] ?? 0) + 1 }),
        {},
      );
      const events = await db
        .selectFrom('domain_events')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('type', '=', 'bet.settled')
        .where(
          'key',
          'in',
          placed.map((id) => String(id)),
        )
        .executeTakeFirstOrThrow();
      const transfers = await db
        .selectFrom('ledger_transfers')
        .select(['idempotency_key', 'amount'])
        .where(
          'idempotency_key',
          'in',
          placed.map((id) => `bet:${id}:payout`),
        )
        .execute();
      const paid = new Map(transfers.map((transfer) => [transfer.idempotency_key, Number(transfer.amount)]));
      const wrong = bets.filter((bet) => {
        const moved = paid.get(`bet:${bet.id}:payout`) ?? 0;
        const owed = bet.free_bet_id !== null && bet.status === 'void' ? 0 : (bet.payout ?? 0);
        return moved !== owed;
      });
      const voidsPaid = bets.filter((bet) => bet.status === 'void' && bet.free_bet_id === null).length;
      const audit = await wallet.audit(db);
      const sound = audit.unbalancedCurrencies.length + audit.cacheMismatches.length + audit.negativeAccounts.length === 0;
      const ok = settled === SLIPS && Number(events.count) === SLIPS && wrong.length === 0 && sound && placed.length === SLIPS;
      if (!ok) failed = true;
      console.log(
        `run ${run + 1}: settled ${settled} of ${placed.length} slips (${JSON.stringify(statuses)}, ${voidsPaid} voids paid with money) ` +
          `in ${ms.toFixed(0)} ms, ` +
          `${counter.count} round trips (${((1000 * settled) / ms).toFixed(0)} slips/s); load before ${loadBefore}, after ${load()}; ` +
          `${events.count} bet.settled, ${wrong.length} payouts off, ledger ${sound ? 'sound' : JSON.stringify(audit)}${ok ? '' : ' — FAILED'}`,
      );
    }
    console.log(
      `median ${median(results.map((result) => result.ms)).toFixed(0)} ms (${spread(
        results.map((result) => result.ms),
        0,
      )}), round trips ${median(results.map((result) => result.roundTrips))} (${spread(
        results.map((result) => result.roundTrips),
        0,
      )}) for ${SLIPS} slips`,
    );
    if (failed) process.exitCode = 1;
  } finally {
    await app?.close();
    await dropBenchSchema(database, schema);
  }
}

runBench(main);
