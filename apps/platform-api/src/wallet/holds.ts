import type { Db } from '../db/database';
import type { LedgerAccounts } from './ledger-accounts';
import {
  findTransfer,
  notFound,
  post,
  referenceOf,
  type Transfer,
  type TransferReference,
  type TransferRef,
  type TransferRow,
} from './transfers';
import { InvalidTransferError } from './wallet-errors';

export interface PlaceHold {
  /** Idempotency key of the hold, e.g. `withdrawal:<id>:hold`. */
  key: string;
  playerId: number;
  currency: string;
  amount: number;
  reference?: TransferReference;
}

export interface SettleHold {
  /** Idempotency key of the settlement, e.g. `withdrawal:<id>:payout`. */
  key: string;
  /** The hold, by its transfer id or its key. */
  hold: TransferRef;
}

async function findHold(trx: Db, ref: TransferRef): Promise<TransferRow> {
  const hold = await findTransfer(trx, ref);
  if (!hold) throw notFound(ref);
  if (hold.kind !== 'withdrawal_hold') throw new InvalidTransferError(`Transfer ${hold.id} is a ${hold.kind}, not a withdrawal hold`);
  return hold;
}

/**
 * Money of a pending withdrawal: held on the player's `pending_withdrawal` account while the
 * provider works, then paid out to the provider's clearing account or released back to `main`.
 */
export function createHolds(accounts: LedgerAccounts) {
  return {
    /** Moves the amount from the player's main balance to their pending withdrawals. */
    async place(trx: Db, hold: PlaceHold): Promise<Transfer> {
      const from = await accounts.player(trx, hold.playerId, 'main', hold.currency);
      const to = await accounts.player(trx, hold.playerId, 'pending_withdrawal', hold.currency);
      return post(trx, {
        key: hold.key,
        kind: 'withdrawal_hold',
        fromId: from.id,
        toId: to.id,
        amount: hold.amount,
        reference: hold.reference,
      });
    },

    /** The provider paid the withdrawal: the held money leaves to its clearing account. */
    async payout(trx: Db, settle: SettleHold & { provider: string }): Promise<Transfer> {
      const hold = await findHold(trx, settle.hold);
      const clearing = await accounts.clearing(trx, settle.provider, hold.currency);
      return post(trx, {
        key: settle.key,
        kind: 'withdrawal_payout',
        fromId: Number(hold.credit_account_id),
        toId: clearing.id,
        amount: Number(hold.amount),
        settles: Number(hold.id),
        reference: referenceOf(hold),
      });
    },

    /** The withdrawal was cancelled or declined: the held money goes back to the main balance. */
    async release(trx: Db, settle: SettleHold): Promise<Transfer> {
      const hold = await findHold(trx, settle.hold);
      return post(trx, {
        key: settle.key,
        kind: 'withdrawal_release',
        fromId: Number(hold.credit_account_id),
        toId: Number(hold.debit_account_id),
        amount: Number(hold.amount),
        settles: Number(hold.id),
        reference: referenceOf(hold),
      });
    },
  };
}

export type Holds = ReturnType<typeof createHolds>;
