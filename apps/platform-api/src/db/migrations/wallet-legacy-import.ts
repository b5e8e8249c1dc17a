import { sql } from 'kysely';
import type { Db } from '../database';
import type { LedgerAccountKind, TransferKind } from '../tables/wallet';

/*
 * The data migration of migrations 0902 and 0903, frozen. Migrations are history: a database that
 * takes them next year must get exactly what one took when they were written, whatever the wallet
 * has become by then. So this file imports nothing from the wallet (or any area): the few pieces
 * of it that the import used (opening ledger accounts, posting through `ledger_transfer`) are
 * copied below as they were, and must not be "kept in sync" with `src/wallet`. Change the wallet
 * freely; change this file only to fix a bug in the migration itself.
 */

/** The wallet's house shard count when these migrations were written (`DEFAULT_HOUSE_SHARDS`). */
const HOUSE_SHARDS = 8;

/** A ledger account as the import uses it. */
interface LedgerAccount {
  id: number;
}

interface AccountIdentity {
  kind: LedgerAccountKind;
  playerId: number | null;
  currency: string;
  shard: number;
}

/**
 * Finds a ledger account, opening it first if it does not exist (the wallet's `openOrFind` as it
 * was). Found accounts are remembered for the rest of the import.
 */
async function openOrFind(db: Db, identity: AccountIdentity, cache: Map<string, LedgerAccount>): Promise<LedgerAccount> {
  // Fun (demo) money never enters the ledger: it is not money.
  if (!/^[A-Z]{3}$/.test(identity.currency) || identity.currency === 'FUN') throw new Error(`Not a ledger currency: ${identity.currency}`);
  const key = `${identity.kind}/${identity.playerId ?? ''}/${identity.currency}/${identity.shard}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const find = async () => {
    const row = await db
      .selectFrom('ledger_accounts')
      .select('id')
      .where('kind', '=', identity.kind)
      .where('currency', '=', identity.currency)
      .where('shard', '=', identity.shard)
      .where((eb) => (identity.playerId === null ? eb('player_id', 'is', null) : eb('player_id', '=', identity.playerId)))
      .where('provider', 'is', null)
      .executeTakeFirst();
    return row && { id: Number(row.id) };
  };
  const account =
    (await find()) ??
    (await db
      .insertInto('ledger_accounts')
      .values({ kind: identity.kind, player_id: identity.playerId, provider: null, currency: identity.currency, shard: identity.shard })
      .onConflict((conflict) => conflict.constraint('ledger_accounts_identity').doNothing())
      .returning('id')
      .executeTakeFirst()
      .then((row) => row && { id: Number(row.id) })) ??
    (await find());
  if (!account) throw new Error('A ledger account vanished while it was being opened');
  cache.set(key, account);
  return account;
}

/** The accounts the import moves money between: the player's, the house's and the opening balance. */
function createLedgerAccounts() {
  const cache = new Map<string, LedgerAccount>();
  return {
    player: (db: Db, playerId: number, kind: LegacyKind, currency: string) => openOrFind(db, { kind, playerId, currency, shard: 0 }, cache),
    house: (db: Db, currency: string, playerId: number) =>
      openOrFind(db, { kind: 'house', playerId: null, currency, shard: Math.abs(playerId) % HOUSE_SHARDS }, cache),
    opening: (db: Db, currency: string) => openOrFind(db, { kind: 'opening_balance', playerId: null, currency, shard: 0 }, cache),
  };
}

type LedgerAccounts = ReturnType<typeof createLedgerAccounts>;

interface Posting {
  key: string;
  kind: TransferKind;
  fromId: number;
  toId: number;
  amount: number;
  reference: { type: string; id: string | number };
  createdAt: Date;
}

/**
 * Writes one transfer at most once per key through the database function `ledger_transfer`
 * (migration 0901), as the wallet's `post` did; any refusal fails the migration.
 */
async function post(trx: Db, posting: Posting): Promise<void> {
  if (!Number.isSafeInteger(posting.amount) || posting.amount <= 0) throw new Error(`Not an amount to transfer: ${posting.amount}`);
  const { rows } = await sql<{ outcome: string; reason: string | null }>`
    select outcome, reason from ledger_transfer(${posting.key}::text, ${posting.kind}::text, ${posting.fromId}::bigint,
      ${posting.toId}::bigint, ${posting.amount}::bigint, ${null}::bigint, ${null}::bigint, ${posting.reference.type}::text,
      ${String(posting.reference.id)}::text, ${posting.createdAt}::timestamptz)`.execute(trx);
  const answer = rows[0]!;
  if (answer.outcome !== 'posted' && answer.outcome !== 'replayed')
    throw new Error(`ledger_transfer refused ${posting.key}: ${answer.outcome}${answer.reason ? ` (${answer.reason})` : ''}`);
}

/** Runs `work` in the caller's transaction, or in a transaction of its own when given the plain database. */
function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/** The balance columns on `accounts` that are real money, and the ledger account each one becomes. */
const LEGACY_COLUMNS = [
  { kind: 'main', column: 'balance_main' },
  { kind: 'bonus', column: 'balance_bonus' },
  { kind: 'betting_bonus', column: 'balance_betting_bonus' },
] as const;

type LegacyKind = (typeof LEGACY_COLUMNS)[number]['kind'];

interface LegacyPlayer {
  id: number;
  currency: string;
  balance_main: number;
  balance_bonus: number;
  balance_betting_bonus: number;
}

interface LegacyRound {
  id: number;
  account_id: number;
  currency: string;
  stake: number;
  win: number;
  created_at: Date;
  after_bet: number | null;
  after_win: number | null;
}

export interface LegacyImportSummary {
  players: number;
  rounds: number;
  transfers: number;
}

const PAGE = 500;

/**
 * Moves money kept outside the ledger into it, for every player:
 *
 * - Real-money slot rounds not imported yet are replayed in order as `bet` and `win` transfers
 *   against the house, dated when they were played. Each round's recorded balances (the bet's and
 *   the win's `balance_after`) are checked against the replay; money that moved outside rounds
 *   (the seeded balance, an operator's correction, a currency switch) shows as a difference and is
 *   recorded as an `opening_balance` (the first one) or a `legacy_adjustment` transfer at that
 *   point, so the ledger reproduces every recorded balance exactly.
 * - Each of main, bonus and betting-bonus then ends exactly at the column's value in the player's
 *   currency, and at zero in any other currency the player used before.
 *
 * Re-runnable with a new `run` tag: it continues after the last imported round and corrects the
 * balances to the columns again (the catch-up at the cut-over). Fun money is not imported.
 */
export function importLegacyBalances(db: Db, options: { run: string }): Promise<LegacyImportSummary> {
  return inTransaction(db, (trx) => importAll(trx, options.run));
}

async function importAll(db: Db, run: string): Promise<LegacyImportSummary> {
  const accounts = createLedgerAccounts();
  const summary: LegacyImportSummary = { players: 0, rounds: 0, transfers: 0 };
  let afterId = 0;
  for (;;) {
    const players = (await db
      .selectFrom('accounts')
      .select(['id', 'currency', 'balance_main', 'balance_bonus', 'balance_betting_bonus'])
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(PAGE)
      .execute()) as LegacyPlayer[];
    if (players.length === 0) return summary;
    afterId = Number(players[players.length - 1]!.id);
    const rounds = await roundsToImport(
      db,
      players.map((player) => Number(player.id)),
    );
    for (const player of players) {
      const playerRounds = rounds.filter((round) => Number(round.account_id) === Number(player.id));
      summary.transfers += await importPlayer(db, accounts, run, player, playerRounds);
      summary.players += 1;
      summary.rounds += playerRounds.length;
    }
  }
}

/** Real-money rounds of these players after their last imported round, oldest first, with their recorded balances. */
async function roundsToImport(db: Db, playerIds: number[]): Promise<LegacyRound[]> {
  const rows = await db
    .selectFrom('game_rounds as r')
    .leftJoin('game_transactions as b', (join) => join.onRef('b.round_id', '=', 'r.id').on('b.kind', '=', 'bet'))
    .leftJoin('game_transactions as w', (join) => join.onRef('w.round_id', '=', 'r.id').on('w.kind', '=', 'win'))
    .leftJoin('ledger_legacy_imports as i', (join) => join.onRef('i.player_id', '=', 'r.account_id').onRef('i.currency', '=', 'r.currency'))
    .select([
      'r.id',
      'r.account_id',
      'r.currency',
      'r.stake',
      'r.win',
      'r.created_at',
      'b.balance_after as after_bet',
      'w.balance_after as after_win',
    ])
    .where('r.mode', '=', 'play')
    .where('r.account_id', 'in', playerIds)
    .where((eb) => eb.or([eb('i.last_round_id', 'is', null), eb('r.id', '>', eb.ref('i.last_round_id'))]))
    .orderBy('r.account_id')
    .orderBy('r.id')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    account_id: Number(row.account_id),
    currency: row.currency,
    stake: Number(row.stake),
    win: Number(row.win),
    created_at: row.created_at,
    after_bet: row.after_bet === null ? null : Number(row.after_bet),
    after_win: row.after_win === null ? null : Number(row.after_win),
  }));
}

async function importPlayer(db: Db, accounts: LedgerAccounts, run: string, player: LegacyPlayer, rounds: LegacyRound[]): Promise<number> {
  const playerId = Number(player.id);
  let transfers = 0;
  const existing = await db.selectFrom('ledger_accounts').select(['kind', 'currency']).where('player_id', '=', playerId).execute();
  for (const { kind, column } of LEGACY_COLUMNS) {
    const currencies = new Set<string>([player.currency]);
    for (const row of existing) if (row.kind === kind) currencies.add(row.currency);
    if (kind === 'main') for (const round of rounds) currencies.add(round.currency);
    for (const currency of currencies) {
      const target = currency === player.currency ? Number(player[column]) : 0;
      const book = await openBook(db, accounts, run, playerId, kind, currency);
      if (kind === 'main') {
        const played = rounds.filter((round) => round.currency === currency);
        for (const round of played) transfers += await book.replay(round);
        if (played.length > 0) {
          await db
            .insertInto('ledger_legacy_imports')
            .values({ player_id: playerId, currency, last_round_id: played[played.length - 1]!.id, imported_at: new Date() })
            .onConflict((conflict) =>
              conflict
                .columns(['player_id', 'currency'])
                .doUpdateSet((eb) => ({ last_round_id: eb.ref('excluded.last_round_id'), imported_at: new Date() })),
            )
            .execute();
        }
      }
      transfers += await book.adjustTo(target, 'closing', new Date());
    }
  }
  return transfers;
}

/** One player account's running balance while its history is replayed into the ledger. */
async function openBook(db: Db, accounts: LedgerAccounts, run: string, playerId: number, kind: LegacyKind, currency: string) {
  const account: LedgerAccount = await accounts.player(db, playerId, kind, currency);
  const opening = await accounts.opening(db, currency);
  const balanceRow = await db.selectFrom('ledger_accounts').select('balance').where('id', '=', account.id).executeTakeFirstOrThrow();
  let running = Number(balanceRow.balance);
  let hasHistory =
    (await db
      .selectFrom('ledger_transfers')
      .select('id')
      .where((eb) => eb.or([eb('debit_account_id', '=', account.id), eb('credit_account_id', '=', account.id)]))
      .limit(1)
      .executeTakeFirst()) !== undefined;
  const reference = { type: 'legacy_import', id: run };

  /** Brings the account to `target` with one transfer against the opening balance (none when already there). */
  async function adjustTo(target: number, position: string, at: Date): Promise<number> {
    const delta = target - running;
    if (delta === 0) return 0;
    const key = `legacy:${run}:${playerId}:${kind}:${currency}:${position}`;
    const first = !hasHistory && delta > 0;
    await post(db, {
      key,
      kind: first ? 'opening_balance' : 'legacy_adjustment',
      fromId: delta > 0 ? opening.id : account.id,
      toId: delta > 0 ? account.id : opening.id,
      amount: Math.abs(delta),
      reference,
      createdAt: at,
    });
    running = target;
    hasHistory = true;
    return 1;
  }

  return {
    adjustTo,
    /** A round as it was played: the balance before it, the bet, the win, each checked against the record. */
    async replay(round: LegacyRound): Promise<number> {
      const house = await accounts.house(db, currency, playerId);
      const before = round.after_bet !== null ? round.after_bet + round.stake : Math.max(running, round.stake);
      let count = await adjustTo(before, `r${round.id}:before`, round.created_at);
      const roundReference = { type: 'game_round', id: round.id };
      if (round.stake > 0) {
        await post(db, {
          key: `legacy:round:${round.id}:bet`,
          kind: 'bet',
          fromId: account.id,
          toId: house.id,
          amount: round.stake,
          reference: roundReference,
          createdAt: round.created_at,
        });
        count += 1;
      }
      running -= round.stake;
      if (round.win > 0) {
        await post(db, {
          key: `legacy:round:${round.id}:win`,
          kind: 'win',
          fromId: house.id,
          toId: account.id,
          amount: round.win,
          reference: roundReference,
          createdAt: round.created_at,
        });
        count += 1;
      }
      running += round.win;
      hasHistory = hasHistory || count > 0;
      if (round.after_win !== null) count += await adjustTo(round.after_win, `r${round.id}:after`, round.created_at);
      return count;
    },
  };
}
