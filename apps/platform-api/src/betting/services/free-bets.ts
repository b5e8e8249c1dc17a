import { ApiError } from '@nfx/errors';
import { minorToWireAmount } from '@nfx/money';
import { messageKeys } from '@nfx/validation';
import type { Db } from '../../db/database';
import type { EventPayload } from '../../events/event-catalogue';

/**
 * The sportsbook's copy of the free bets the bonus engine made spendable. It learns of them only
 * from events (`free_bet.granted`, `free_bet.revoked`), so placement checks a free bet in its
 * own transaction without calling the bonus area; the money itself sits on the player's
 * `betting_bonus` ledger account.
 */
export async function recordFreeBet(trx: Db, granted: EventPayload<'free_bet.granted'>): Promise<void> {
  await trx
    .insertInto('betting_free_bets')
    .values({
      bonus_id: granted.bonusId,
      account_id: granted.accountId,
      amount: granted.amount,
      currency: granted.currency,
      min_price: granted.minPrice,
      expires_at: granted.expiresAt,
      status: 'available',
    })
    .onConflict((conflict) => conflict.column('bonus_id').doNothing())
    .execute();
}

/** The bonus ended unspent: its free bet pays nothing from now (a used one stays used). */
export async function revokeFreeBet(trx: Db, revoked: EventPayload<'free_bet.revoked'>): Promise<void> {
  await trx
    .updateTable('betting_free_bets')
    .set({ status: 'revoked' })
    .where('bonus_id', '=', revoked.bonusId)
    .where('status', '=', 'available')
    .execute();
}

export interface FreeBetUse {
  accountId: number;
  freeBetId: number;
  /** Minor units. */
  stake: number;
  currency: string;
  /** The bet's combined price, hundredths. */
  price: number;
}

const refused = (message: string, code: string, errorData?: Record<string, unknown>) =>
  new ApiError('InvalidRequest', message, { code, ...(errorData ? { errorData } : {}) });

/**
 * Locks the player's free bet and checks it may pay this stake: theirs, still available (not
 * used, not revoked), not expired, exactly its amount in its currency, at its least price or more.
 * A refusal throws and the caller’s transaction writes nothing.
 */
export async function claimFreeBet(trx: Db, use: FreeBetUse): Promise<void> {
  const freeBet = await trx
    .selectFrom('betting_free_bets')
    .selectAll()
    .where('bonus_id', '=', use.freeBetId)
    .where('account_id', '=', use.accountId)
    .forUpdate()
    .executeTakeFirst();
  if (!freeBet) {
    throw new ApiError('InvalidParameter', 'No such free bet', { invalidParameters: { free_bet_id: [messageKeys.wrongField] } });
  }
  if (freeBet.status === 'used') throw refused('This free bet has been used', 'free_bet_used');
  if (freeBet.status !== 'available') throw refused('This free bet is no longer active', 'free_bet_not_active');
  if (new Date(freeBet.expires_at).getTime() <= Date.now()) throw refused('This free bet has expired', 'free_bet_expired');
  const amount = Number(freeBet.amount);
  if (use.stake !== amount || use.currency !== freeBet.currency) {
    throw refused('A free bet pays a stake of its amount only', 'free_bet_stake', {
      stake: minorToWireAmount(amount, freeBet.currency),
      currency: freeBet.currency,
    });
  }
  if (freeBet.min_price !== null && use.price < freeBet.min_price) {
    throw refused('The odds are below what this free bet requires', 'free_bet_min_price', { min_price: freeBet.min_price });
  }
}

/** The free bet paid this bet: it pays no other. */
export async function markFreeBetUsed(trx: Db, freeBetId: number, betId: number): Promise<void> {
  await trx.updateTable('betting_free_bets').set({ status: 'used', bet_id: betId }).where('bonus_id', '=', freeBetId).execute();
}
