import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Outcome } from '../../db/tables/betting';
import type { NewEvent } from '../../events/event-catalogue';
import { type LedgerAccount, type TransferRequest, WalletError } from '../../wallet';
import { type BetDecision, decide, freeBetDecision } from './bet-math';

export type SettlementDependencies = Pick<FastifyInstance, 'wallet' | 'events'>;

export const stakeKey = (betId: number) => `bet:${betId}:stake`;
export const payoutKey = (betId: number) => `bet:${betId}:payout`;

/** Bets settled in one transaction: one statement of each kind whatever their number. */
export const SETTLEMENT_PAGE = 100;

/** Bets a run could not settle because the ledger refused their money; every other bet of the run settled. */
export class SettlementRefusedError extends Error {
  constructor(
    /** Bets the run settled. */
    readonly settled: number,
    /** The refused bets, each still open, with the wallet's refusal. */
    readonly refused: readonly { betId: number; error: WalletError }[],
  ) {
    super(
      `Settlement: the ledger refused ${refused.length} bet(s), left open: ${refused
        .map(({ betId, error }) => `${betId} (${error.reason})`)
        .join(', ')}`,
    );
    this.name = 'SettlementRefusedError';
  }
}

/** A page the ledger refused: rolled back, nothing of it written; `locked` are the bets it had taken. */
class PageRefused extends Error {
  constructor(
    readonly locked: readonly number[],
    readonly refusal: WalletError,
  ) {
    super(refusal.message);
  }
}

/** Which open bets a page takes. */
type PageFilter =
  /** Named bets, waiting for another transaction that holds one (a single bet's settlement). */
  | { ids: readonly number[] }
  /** The next bets by id after `after` with a published result not yet on a leg; bets another transaction holds are skipped. */
  | { after: number; marketIds?: readonly number[] };

interface LegRow {
  id: number;
  account_id: number;
  stake: number;
  currency: string;
  free_bet_id: number | null;
  price: number;
  outcome: Outcome | null;
}

interface Settled {
  betId: number;
  accountId: number;
  stake: number;
  currency: string;
  freeBetId: number | undefined;
  decision: Exclude<BetDecision, { status: 'open' }>;
}

/**
 * One statement: locks the page's open bets, copies each published result onto their legs that
 * still wait for one, and answers every leg of every locked bet (a row per leg, with its bet). The
 * main query reads the legs as they were when the statement began, so a leg the copy just decided
 * takes its outcome from the copy's answer.
 */
function lockCopyAndRead(filter: PageFilter) {
  const page =
    'ids' in filter
      ? sql`
        select b.id, b.account_id, b.stake, b.currency, b.free_bet_id from bets b
        where b.status = 'open' and b.id in (${sql.join(filter.ids)})
        order by b.id
        for update of b`
      : sql`
        select b.id, b.account_id, b.stake, b.currency, b.free_bet_id from bets b
        where b.status = 'open' and b.id > ${filter.after} and b.id in (
          select l.bet_id from bet_legs l join betting_selections s on s.id = l.selection_id
          where l.outcome is null and s.outcome is not null and l.bet_id > ${filter.after}
            ${filter.marketIds ? sql`and l.market_id in (${sql.join(filter.marketIds)})` : sql``})
        order by b.id
        limit ${SETTLEMENT_PAGE}
        for update of b skip locked`;
  return sql<LegRow>`
    with page as (${page}),
    copied as (
      update bet_legs l set outcome = s.outcome
      from betting_selections s, page
      where l.bet_id = page.id and l.selection_id = s.id and l.outcome is null and s.outcome is not null
      returning l.bet_id, l.selection_id, l.outcome
    )
    select page.id, page.account_id, page.stake, page.currency, page.free_bet_id, l.price, coalesce(c.outcome, l.outcome) as outcome
    from page
    join bet_legs l on l.bet_id = page.id
    left join copied c on c.bet_id = l.bet_id and c.selection_id = l.selection_id
    order by page.id`;
}

/** The page's bets, each with its legs, in id order. */
function betsOf(rows: readonly LegRow[]) {
  const bets = new Map<number, { row: LegRow; legs: { price: number; outcome: Outcome | null }[] }>();
  for (const row of rows) {
    const id = Number(row.id);
    const bet = bets.get(id) ?? { row, legs: [] };
    bet.legs.push({ price: Number(row.price), outcome: row.outcome });
    bets.set(id, bet);
  }
  return bets;
}

/**
 * Settles a page of bets in one transaction, in a constant number of round trips whatever its size:
 * lock, copy and read (one statement), decide in TypeScript, one update of every settled bet, one
 * insert of their `bet.settled` events and one relay job, then the ledger: every payout in one
 * `wallet.transfers` call and every void paid with money in one `wallet.reversals` call (the stake
 * transfer reversed), posted last so the house shards' rows are held only until the commit.
 *
 * Resolves to the bets it locked (open or not) and how many it settled. A refusal of the ledger
 * rolls the whole page back and is thrown as `PageRefused`, with the bets the page had locked.
 */
async function settlePage(db: Db, { wallet, events }: SettlementDependencies, filter: PageFilter) {
  return db.transaction().execute(async (trx) => {
    const { rows } = await lockCopyAndRead(filter).execute(trx);
    const bets = betsOf(rows);
    const settled: Settled[] = [];
    for (const [betId, { row, legs }] of bets) {
      const freeBetId = row.free_bet_id === null ? undefined : Number(row.free_bet_id);
      const stake = Number(row.stake);
      const decision = freeBetId === undefined ? decide(stake, legs) : freeBetDecision(stake, legs);
      if (decision.status === 'open') continue;
      settled.push({ betId, accountId: Number(row.account_id), stake, currency: row.currency, freeBetId, decision });
    }
    const locked = [...bets.keys()];
    if (settled.length === 0) return { locked, settled: 0 };

    const updated = await sql`
      update bets b set status = v.status, payout = v.payout, settled_at = ${new Date()}
      from jsonb_to_recordset(${JSON.stringify(
        settled.map(({ betId, decision }) => ({ id: betId, status: decision.status, payout: decision.payout })),
      )}::jsonb) as v (id bigint, status text, payout bigint)
      where b.id = v.id and b.status = 'open'`.execute(trx);
    if (Number(updated.numAffectedRows ?? 0n) !== settled.length)
      throw new Error(`Settlement: ${updated.numAffectedRows} of ${settled.length} locked bets were open`);

    await events.recordMany(
      trx,
      settled.map(
        ({ betId, accountId, stake, currency, freeBetId, decision }): NewEvent<'bet.settled'> => ({
          type: 'bet.settled',
          key: String(betId),
          payload: {
            accountId,
            betId,
            status: decision.status,
            stake,
            payout: decision.payout,
            currency,
            ...(freeBetId === undefined ? {} : { freeBetId }),
          },
        }),
      ),
    );

    try {
      await postMoney(trx, wallet, settled);
    } catch (error) {
      if (error instanceof WalletError) throw new PageRefused(locked, error);
      throw error;
    }
    return { locked, settled: settled.length };
  });
}

/**
 * The ledger's part of a page: every payout in one `wallet.transfers` call, and every void paid
 * with money given its stake back in one `wallet.reversals` call (`bet:<id>:payout` reversing
 * `bet:<id>:stake`). A free bet's void pays nothing here (the bonus engine gives the free bet back).
 * When the page makes both calls, it locks all their accounts first, in the wallet's order, so the
 * two calls cannot wait in a cycle with another transaction.
 */
async function postMoney(trx: Db, wallet: SettlementDependencies['wallet'], settled: readonly Settled[]): Promise<void> {
  const returned = settled.filter(({ decision, freeBetId }) => decision.status === 'void' && freeBetId === undefined);
  const paid = settled.filter(({ decision }) => decision.status !== 'void' && decision.payout > 0);
  const payouts: TransferRequest[] = [];
  const accounts: LedgerAccount[] = [];
  for (const { betId, accountId, currency, decision } of paid) {
    const main = await wallet.accounts.player(trx, accountId, 'main', currency);
    const house = await wallet.accounts.house(trx, currency, accountId);
    accounts.push(main, house);
    payouts.push({
      key: payoutKey(betId),
      kind: 'win',
      from: house,
      to: main,
      amount: decision.payout,
      reference: { type: 'bet', id: betId },
    });
  }
  if (returned.length > 0 && paid.length > 0) {
    // A reversal's accounts are its stake transfer's: the player's main account and their house shard.
    for (const { accountId, currency } of returned)
      accounts.push(await wallet.accounts.player(trx, accountId, 'main', currency), await wallet.accounts.house(trx, currency, accountId));
    await wallet.lock(trx, ...accounts);
  }
  if (payouts.length > 0) await wallet.transfers(trx, payouts);
  if (returned.length > 0)
    await wallet.reversals(
      trx,
      returned.map(({ betId }) => ({ key: payoutKey(betId), of: { key: stakeKey(betId) }, reference: { type: 'bet', id: betId } })),
    );
}

/**
 * Settles one bet in its own transaction if its legs allow: the bet row is locked and changes
 * from `open` exactly once; the winnings (or, when every leg was void, the stake) move through
 * the ledger under a key of the bet, and `bet.settled` is recorded with it. Running it again, or
 * on two instances at once, finds the bet no longer open and does nothing.
 *
 * A bet a free bet paid keeps none of its stake: a win pays the winnings without it to the main
 * balance, a void pays nothing (the bonus engine gives the free bet back from `bet.settled`).
 */
export async function settleBet(db: Db, dependencies: SettlementDependencies, betId: number): Promise<boolean> {
  try {
    return (await settlePage(db, dependencies, { ids: [betId] })).settled === 1;
  } catch (error) {
    throw error instanceof PageRefused ? error.refusal : error;
  }
}

/**
 * Settles every open bet with a leg whose market has a published result but which has not been
 * applied yet, a page of up to 100 bets per transaction (`settlePage`). Safe to run any number of
 * times and on several instances at once: each bet settles once, and a page skips the bets another
 * run holds (that run settles them) instead of waiting for them.
 *
 * When the ledger refuses a page's money (a key used before for something else, a stake transfer
 * already reversed), the page rolls back and its bets are settled one per transaction, so every
 * other bet still settles and the refused one stays open, paid nothing, to be tried again by the
 * next run. The run then throws `SettlementRefusedError` naming the refused bets.
 */
export async function settlePending(db: Db, dependencies: SettlementDependencies, marketIds?: readonly number[]): Promise<number> {
  if (marketIds && marketIds.length === 0) return 0;
  let settled = 0;
  const refused: { betId: number; error: WalletError }[] = [];
  let after = 0;
  for (;;) {
    let locked: readonly number[];
    try {
      const page = await settlePage(db, dependencies, { after, marketIds });
      locked = page.locked;
      settled += page.settled;
    } catch (error) {
      if (!(error instanceof PageRefused)) throw error;
      locked = error.locked;
      if (locked.length === 1) refused.push({ betId: locked[0]!, error: error.refusal });
      // Nothing of the page was written: its bets one per transaction, so only the refused ones stay open.
      else
        for (const betId of locked) {
          try {
            if (await settleBet(db, dependencies, betId)) settled += 1;
          } catch (single) {
            if (!(single instanceof WalletError)) throw single;
            refused.push({ betId, error: single });
          }
        }
    }
    // A page takes every bet it can up to its size (skipping held ones), so a short page was the last.
    if (locked.length < SETTLEMENT_PAGE) break;
    after = locked.at(-1)!;
  }
  if (refused.length > 0) throw new SettlementRefusedError(settled, refused);
  return settled;
}
