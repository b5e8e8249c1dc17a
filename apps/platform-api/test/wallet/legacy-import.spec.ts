import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { SpinGame } from '../../src/casino/services/slot/spin-service';
import { readConfig } from '../../src/config';
import { createDatabase, type DatabaseHandle, type Db } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { migrations } from '../../src/db/migrations';
import { cashierPartialRefundsMigration } from '../../src/db/migrations/cashier-partial-refunds';
import { ledgerByTimeMigration } from '../../src/db/migrations/staff-reports';
import { walletMigrations } from '../../src/db/migrations/wallet';
import { walletPostingMigrations } from '../../src/db/migrations/wallet-posting';
import { walletTransferBatchMigrations } from '../../src/db/migrations/wallet-transfer-batch';
import { seed } from '../../src/seed';
import { DEMO_PLAYER } from '../../src/seed/account';
import { createWallet } from '../../src/wallet';
import { importLegacyBalances } from '../../src/db/migrations/wallet-legacy-import';
import { playLegacyDemoSpin, playLegacySpin } from './legacy-spins';
import { walletTargets } from './wallet-databases';

/** The wallet's migrations and the later ones that build on its tables: none of them existed before the ledger. */
const walletIds = new Set(
  [
    ...walletMigrations,
    ...walletTransferBatchMigrations,
    ...walletPostingMigrations,
    cashierPartialRefundsMigration,
    ledgerByTimeMigration,
  ].map((migration) => migration.id),
);

/**
 * The data migration on a database that lived before the ledger: seeded and registered players,
 * real-money and free spins played by the old slot code, demo spins, an operator's correction and
 * a currency switch. After it the ledger must hold exactly the old balances and replay every
 * recorded round balance.
 */
describe.each(walletTargets)('legacy balances import on $name', (target) => {
  // A wallet remembers account ids, so each database gets its own.
  const wallet = createWallet();
  let database: DatabaseHandle;
  let db: Db;
  let schema: string | undefined;
  let game: SpinGame;
  const players: Record<'demo' | 'switcher' | 'corrected' | 'idle' | 'empty', number> = {
    demo: 0,
    switcher: 0,
    corrected: 0,
    idle: 0,
    empty: 0,
  };

  async function newPlayer(
    login: string,
    values: { balance_main?: number; balance_bonus?: number; balance_betting_bonus?: number; currency?: string },
  ) {
    const row = await db
      .insertInto('accounts')
      .values({ login, locale: 'en', currency: values.currency ?? 'EUR', ...values })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  beforeAll(async () => {
    const databaseUrl = target.name === 'postgres' ? process.env['TEST_DATABASE_URL'] : undefined;
    schema = databaseUrl ? `legacy_${randomBytes(6).toString('hex')}` : undefined;
    database = await createDatabase({ databaseUrl, schema });
    db = database.db;
    // The database as it was before the wallet: every migration but the wallet's and those built on it.
    await migrate(
      db,
      migrations.filter((migration) => !walletIds.has(migration.id)),
    );
    // The demo player as the seed created it before the ledger: its money on the balance columns.
    await db
      .insertInto('accounts')
      .values({
        login: DEMO_PLAYER.login,
        email: DEMO_PLAYER.login,
        locale: 'en',
        currency: 'USD',
        balance_main: 100_000,
        balance_bonus: 2_500,
      })
      .execute();
    const config = readConfig({ NODE_ENV: 'test', PORT: '4200', SITE_ROOT: '', DEMO_MODE: '1' });
    await seed(db, config);
    const row = await db
      .selectFrom('games')
      .select(['id', 'sysname', 'rtp_bp'])
      .where('is_active', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    game = { id: row.id, sysname: row.sysname, rtp_bp: row.rtp_bp };
    const demo = await db
      .selectFrom('accounts')
      .select('id')
      .where(sql`lower(login)`, '=', DEMO_PLAYER.login)
      .executeTakeFirstOrThrow();
    players.demo = Number(demo.id);
    players.switcher = await newPlayer('switcher', { balance_main: 5_000, currency: 'USD' });
    players.corrected = await newPlayer('corrected', { balance_main: 20_000, balance_betting_bonus: 700 });
    players.idle = await newPlayer('idle', { balance_main: 1_234, balance_bonus: 55, balance_betting_bonus: 66 });
    players.empty = await newPlayer('empty', {});

    for (let round = 0; round < 12; round += 1) await playLegacySpin(db, players.demo, game, 100);
    const pack = await db.selectFrom('free_spin_packs').select(['id', 'game_id']).where('account_id', '=', players.demo).executeTakeFirst();
    if (pack) {
      const packGame = await db
        .selectFrom('games')
        .select(['id', 'sysname', 'rtp_bp'])
        .where('id', '=', pack.game_id)
        .executeTakeFirstOrThrow();
      await playLegacySpin(db, players.demo, { id: packGame.id, sysname: packGame.sysname, rtp_bp: packGame.rtp_bp }, 0, pack.id);
    }
    await playLegacyDemoSpin(db, players.demo, game, 500);
    for (let round = 0; round < 5; round += 1) await playLegacySpin(db, players.switcher, game, 200);
    // setCurrency before a first deposit keeps the number and changes its currency.
    await db.updateTable('accounts').set({ currency: 'EUR' }).where('id', '=', players.switcher).execute();
    for (let round = 0; round < 3; round += 1) await playLegacySpin(db, players.switcher, game, 100);
    for (let round = 0; round < 4; round += 1) await playLegacySpin(db, players.corrected, game, 500);
    // An operator's correction between two rounds: money the rounds do not explain.
    await db
      .updateTable('accounts')
      .set((eb) => ({ balance_main: eb('balance_main', '+', 3_333) }))
      .where('id', '=', players.corrected)
      .execute();
    for (let round = 0; round < 4; round += 1) await playLegacySpin(db, players.corrected, game, 500);

    await migrate(db);
  }, 120_000);

  afterAll(async () => {
    if (schema) await sql.raw(`drop schema if exists ${schema} cascade`).execute(db);
    await database.close();
  });

  async function expectLedgerEqualsColumns() {
    const accounts = await db
      .selectFrom('accounts')
      .select(['id', 'currency', 'balance_main', 'balance_bonus', 'balance_betting_bonus'])
      .execute();
    for (const account of accounts) {
      const balances = await wallet.balances(db, Number(account.id), account.currency);
      expect({ id: account.id, main: balances.main, bonus: balances.bonus, bettingBonus: balances.bettingBonus }).toEqual({
        id: account.id,
        main: Number(account.balance_main),
        bonus: Number(account.balance_bonus),
        bettingBonus: Number(account.balance_betting_bonus),
      });
    }
    expect(await wallet.audit(db)).toEqual({ unbalancedCurrencies: [], cacheMismatches: [], negativeAccounts: [] });
  }

  /** Every recorded bet and win balance of a real-money round equals the ledger's balance after that transfer. */
  async function expectRoundsReplayed() {
    const recorded = await db
      .selectFrom('game_transactions as t')
      .innerJoin('game_rounds as r', 'r.id', 't.round_id')
      .select(['r.id as round', 't.kind', 't.amount', 't.balance_after'])
      .where('r.mode', '=', 'play')
      .where('r.account_id', 'is not', null)
      .where('t.amount', '>', 0)
      .execute();
    expect(recorded.length).toBeGreaterThan(20);
    const transfers = await db
      .selectFrom('ledger_transfers')
      .select(['kind', 'reference_id', 'amount', 'debit_balance_after', 'credit_balance_after'])
      .where('reference_type', '=', 'game_round')
      .execute();
    for (const row of recorded) {
      const transfer = transfers.find((candidate) => candidate.kind === row.kind && candidate.reference_id === String(row.round));
      expect(transfer).toBeDefined();
      expect(Number(transfer!.amount)).toBe(Number(row.amount));
      const playerSide = row.kind === 'bet' ? transfer!.debit_balance_after : transfer!.credit_balance_after;
      expect({ round: row.round, kind: row.kind, balance: Number(playerSide) }).toEqual({
        round: row.round,
        kind: row.kind,
        balance: Number(row.balance_after),
      });
    }
    expect(transfers.length).toBe(recorded.length);
  }

  it('moves every balance column into the ledger exactly, with a zero sum per currency', async () => {
    await expectLedgerEqualsColumns();
    expect(await wallet.balances(db, players.idle, 'EUR')).toEqual({
      currency: 'EUR',
      main: 1_234,
      bonus: 55,
      bettingBonus: 66,
      pendingWithdrawal: 0,
    });
    expect((await wallet.balances(db, players.empty, 'EUR')).main).toBe(0);
  });

  it('records past real-money rounds as bets and wins that reproduce every recorded balance', async () => {
    await expectRoundsReplayed();
  });

  it('records money that rounds do not explain as explicit transfers from the opening balance', async () => {
    const adjustments = await db
      .selectFrom('ledger_transfers as t')
      .innerJoin('ledger_accounts as a', (join) =>
        join.on((eb) => eb.or([eb('a.id', '=', eb.ref('t.debit_account_id')), eb('a.id', '=', eb.ref('t.credit_account_id'))])),
      )
      .select(['t.kind', 't.amount', 'a.currency', 'a.kind as account_kind'])
      .where('a.player_id', '=', players.corrected)
      .where('t.kind', 'in', ['opening_balance', 'legacy_adjustment'])
      .orderBy('t.id')
      .execute();
    expect(adjustments.map((row) => [row.kind, row.account_kind, Number(row.amount)])).toEqual([
      ['opening_balance', 'main', 20_000],
      ['legacy_adjustment', 'main', 3_333],
      ['opening_balance', 'betting_bonus', 700],
    ]);
    // The currency switch: the USD history ends at zero, the EUR account carries the balance.
    expect((await wallet.balances(db, players.switcher, 'USD')).main).toBe(0);
  });

  it('keeps fun money out of the ledger', async () => {
    const fun = await db.selectFrom('ledger_accounts').select('id').where('currency', '=', 'FUN').execute();
    expect(fun).toEqual([]);
  });

  it('catches up at the cut-over: later rounds and changes are imported once, earlier ones not again', async () => {
    const before = Number((await sql<{ n: string }>`select count(*) as n from ledger_transfers`.execute(db)).rows[0]!.n);
    for (let round = 0; round < 3; round += 1) await playLegacySpin(db, players.demo, game, 50);
    await db.updateTable('accounts').set({ balance_bonus: 999 }).where('id', '=', players.idle).execute();
    const summary = await importLegacyBalances(db, { run: 'catch-up' });
    expect(summary.rounds).toBe(3);
    await expectLedgerEqualsColumns();
    await expectRoundsReplayed();
    const after = Number((await sql<{ n: string }>`select count(*) as n from ledger_transfers`.execute(db)).rows[0]!.n);
    expect(after - before).toBe(summary.transfers);
    // A second run with nothing new changes nothing.
    expect(await importLegacyBalances(db, { run: 'idle-run' })).toMatchObject({ rounds: 0, transfers: 0 });
  });
});
