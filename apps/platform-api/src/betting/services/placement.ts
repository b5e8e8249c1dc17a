import type { Bet } from '@nfx/api-contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '@nfx/errors';
import { MoneyError, decimalToMinor, minorToWireAmount } from '@nfx/money';
import { encodeMessage, messageKeys, parseStake } from '@nfx/validation';
import type { Db } from '../../db/database';
import { fingerprintOf, runOnce } from '../../http/idempotency';
import { combinedPrice, payoutOf } from './bet-math';
import { betViews } from './bet-views';
import { claimFreeBet, markFreeBetUsed } from './free-bets';
import { stakeKey } from './settlement';

/** The book's limits, in minor units of the player's currency. */
export const BET_LIMITS = { minStake: 10, maxStake: 100_000, maxPayout: 5_000_000 } as const;

export interface BetSlip {
  selections: { id: number; price: number }[];
  /** As typed: a decimal in the player's currency (the contract checked its shape), read once the currency is known. */
  stake: string;
  accept_odds_changes: 0 | 1;
  /** A free bet (its bonus id) pays the stake instead of the main balance. */
  free_bet_id?: number | undefined;
}

export type PlacementDependencies = Pick<FastifyInstance, 'wallet' | 'events' | 'playerProtection'>;

const stakeRefused = (message: string, reason: string, errorData?: Record<string, unknown>) =>
  new ApiError('InvalidParameter', message, { invalidParameters: { stake: [reason] }, ...(errorData ? { errorData } : {}) });

/** The typed stake in minor units of the player's currency; decimals the currency does not have are refused. */
function stakeInMinor(typed: string, currency: string): number {
  try {
    return decimalToMinor(typed, currency);
  } catch (error) {
    if (error instanceof MoneyError) throw stakeRefused('The stake has more decimals than the currency', messageKeys.sum);
    throw error;
  }
}

/**
 * Places a bet in one transaction, at most once per Idempotency-Key: the player's protections,
 * the stake's bounds, every selection's market (open) and price (the one the slip showed, unless
 * the player accepts changes), the payout cap, then the bet, its legs, the stake's ledger transfer
 * and `bet.placed`. A refusal writes nothing.
 *
 * With a free bet the stake must be its amount and the combined price at least its campaign's
 * least price; the stake comes from the betting bonus balance, and what the bet may pay is the
 * winnings without the stake (a free bet's stake is not returned).
 */
export async function placeBet(
  db: Db,
  deps: PlacementDependencies,
  accountId: number,
  slip: BetSlip,
  idempotencyKey: string,
): Promise<Bet> {
  const id = await db.transaction().execute((trx) =>
    runOnce(
      trx,
      {
        accountId,
        call: 'betting.placebet',
        key: idempotencyKey,
        fingerprint: fingerprintOf({
          selections: JSON.stringify(slip.selections),
          // The stake's value in hundredths whatever its spelling ("2.5" is "2.50"), as fingerprints always were.
          stake: parseStake(slip.stake),
          accept: slip.accept_odds_changes,
          free_bet_id: slip.free_bet_id ?? 0,
        }),
      },
      async () => {
        // The account row serialises one player's bets and spins (as the slot does).
        const account = await trx
          .selectFrom('accounts')
          .select('currency')
          .where('id', '=', accountId)
          .forUpdate()
          .executeTakeFirstOrThrow();
        const freeBetId = slip.free_bet_id;
        const stake = stakeInMinor(slip.stake, account.currency);
        // A free bet's stake is not the player's money: exclusions and the session limit apply, loss and wager limits count nothing.
        await deps.playerProtection.assertMayStake(trx, {
          accountId,
          amount: freeBetId === undefined ? stake : 0,
          currency: account.currency,
        });
        if (stake < BET_LIMITS.minStake || stake > BET_LIMITS.maxStake) {
          throw stakeRefused(
            'The stake is outside the book’s limits',
            encodeMessage(messageKeys.sum, {
              min: minorToWireAmount(BET_LIMITS.minStake, account.currency),
              max: minorToWireAmount(BET_LIMITS.maxStake, account.currency),
            }),
          );
        }
        // Shared locks: the feed cannot move a price or suspend a market between this check and the commit.
        const rows = await trx
          .selectFrom('betting_selections as s')
          .innerJoin('betting_markets as m', 'm.id', 's.market_id')
          .innerJoin('betting_events as e', 'e.id', 'm.event_id')
          .select(['s.id', 's.price', 's.market_id', 'm.status as market_status', 'e.id as event_id', 'e.status as event_status'])
          .where(
            's.id',
            'in',
            slip.selections.map((selection) => selection.id),
          )
          .forShare()
          .execute();
        const unknown = slip.selections.filter((selection) => !rows.some((row) => row.id === selection.id));
        if (unknown.length > 0) {
          throw new ApiError('InvalidParameter', 'No such selection', { invalidParameters: { selections: [messageKeys.wrongField] } });
        }
        if (new Set(rows.map((row) => row.event_id)).size !== rows.length) {
          throw new ApiError('InvalidParameter', 'An accumulator takes one selection per event', {
            invalidParameters: { selections: [messageKeys.wrongField] },
          });
        }
        const closed = rows.filter(
          (row) => row.market_status !== 'open' || (row.event_status !== 'prematch' && row.event_status !== 'live'),
        );
        if (closed.length > 0) {
          throw new ApiError('InvalidRequest', 'A market of the slip is suspended or closed', {
            code: 'market_suspended',
            errorData: { selections: closed.map((row) => row.id) },
          });
        }
        const changed = rows.filter((row) => row.price !== slip.selections.find((selection) => selection.id === row.id)?.price);
        if (changed.length > 0 && slip.accept_odds_changes !== 1) {
          throw new ApiError('InvalidRequest', 'A price of the slip has changed', {
            code: 'price_changed',
            errorData: { prices: Object.fromEntries(changed.map((row) => [String(row.id), row.price])) },
          });
        }
        const legs = slip.selections.map((selection) => rows.find((row) => row.id === selection.id)!);
        const price = combinedPrice(legs.map((leg) => leg.price));
        if (freeBetId !== undefined) {
          await claimFreeBet(trx, { accountId, freeBetId, stake, currency: account.currency, price });
        }
        const potential = payoutOf(stake, price) - (freeBetId === undefined ? 0 : stake);
        if (potential > BET_LIMITS.maxPayout) {
          throw stakeRefused(
            'The payout would exceed the book’s maximum',
            encodeMessage(messageKeys.maxValue, {
              max: minorToWireAmount(Math.floor((BET_LIMITS.maxPayout * 100) / price), account.currency),
            }),
            { max_payout: minorToWireAmount(BET_LIMITS.maxPayout, account.currency) },
          );
        }
        const bet = await trx
          .insertInto('bets')
          .values({
            account_id: accountId,
            kind: legs.length === 1 ? 'single' : 'accumulator',
            stake,
            currency: account.currency,
            price,
            potential_payout: potential,
            status: 'open',
            payout: null,
            settled_at: null,
            free_bet_id: freeBetId ?? null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const betId = Number(bet.id);
        await trx
          .insertInto('bet_legs')
          .values(legs.map((leg) => ({ bet_id: betId, selection_id: leg.id, market_id: leg.market_id, price: leg.price, outcome: null })))
          .execute();
        if (freeBetId !== undefined) await markFreeBetUsed(trx, freeBetId, betId);
        const payer = await deps.wallet.accounts.player(
          trx,
          accountId,
          freeBetId === undefined ? 'main' : 'betting_bonus',
          account.currency,
        );
        const house = await deps.wallet.accounts.house(trx, account.currency, accountId);
        await deps.wallet.transfer(trx, {
          key: stakeKey(betId),
          kind: 'bet',
          from: payer,
          to: house,
          amount: stake,
          reference: { type: 'bet', id: betId },
        });
        await deps.events.record(trx, {
          type: 'bet.placed',
          key: String(betId),
          payload: {
            accountId,
            betId,
            stake,
            currency: account.currency,
            legs: legs.length,
            price,
            ...(freeBetId === undefined ? {} : { freeBetId }),
          },
        });
        return betId;
      },
    ),
  );
  const [view] = await betViews(db, [id]);
  if (!view) throw new ApiError('InternalServerError', 'The bet vanished');
  return view;
}
