import { ApiError } from '@nfx/errors';

/**
 * Refusals of the wallet. Each is a catalogue error, so an area that lets one through answers the
 * player with the right type; `reason` tells them apart for callers that handle them (a cashier
 * answering a provider's callback, the slot mapping a refused stake).
 */
export type WalletRefusal =
  | 'insufficient_funds'
  | 'idempotency_key_reused'
  | 'payment_declined'
  | 'already_transferred'
  | 'already_reversed'
  | 'not_reversible'
  | 'hold_already_settled'
  | 'transfer_not_found'
  | 'invalid_transfer';

export class WalletError extends ApiError {
  // ApiError's own check accepts any ApiError (it recognises copies bundled in other apps); the
  // wallet's refusals live in this one module, so each class checks its real prototype chain and
  // `error instanceof InsufficientFundsError` means exactly that.
  static override [Symbol.hasInstance](value: unknown): boolean {
    return Function.prototype[Symbol.hasInstance].call(this, value);
  }

  constructor(
    readonly reason: WalletRefusal,
    type: ConstructorParameters<typeof ApiError>[0],
    message: string,
  ) {
    super(type, message, { code: reason });
  }
}

/** A non-negative account would go below zero; nothing was written. */
export class InsufficientFundsError extends WalletError {
  constructor(
    readonly accountId: number,
    readonly available: number,
    readonly requested: number,
  ) {
    super('insufficient_funds', 'UserNeedDeposit', 'The balance does not cover this amount');
  }
}

/** The idempotency key was already used for a different request. */
export class KeyReusedError extends WalletError {
  constructor(readonly key: string) {
    super('idempotency_key_reused', 'InvalidRequest', 'This idempotency key was already used for a different transfer');
  }
}

/** The key belongs to a payment that was declined or failed: it never moves money. */
export class PaymentDeclinedError extends WalletError {
  constructor(
    readonly key: string,
    readonly declineReason: string,
  ) {
    super('payment_declined', 'BillingTransactionDeclined', 'This payment was declined and moves no money');
  }
}

/** A decline came for a key whose money already moved. */
export class AlreadyTransferredError extends WalletError {
  constructor(readonly transferId: number) {
    super('already_transferred', 'InvalidRequest', 'This payment already moved money and cannot be declined');
  }
}

export class AlreadyReversedError extends WalletError {
  constructor(readonly reversalId: number) {
    super('already_reversed', 'InvalidRequest', 'This transfer was already reversed');
  }
}

export class NotReversibleError extends WalletError {
  constructor(kind: string) {
    super('not_reversible', 'InvalidRequest', `A ${kind} transfer cannot be reversed`);
  }
}

/** The hold was already paid out or released (a late callback for a finished withdrawal). */
export class HoldAlreadySettledError extends WalletError {
  constructor(readonly settlementId: number) {
    super('hold_already_settled', 'WithdrawalDeclined', 'This withdrawal is already settled');
  }
}

export class TransferNotFoundError extends WalletError {
  constructor(what: string) {
    super('transfer_not_found', 'InvalidRequest', `No transfer ${what}`);
  }
}

/** A programming error of the caller (wrong accounts for the kind, a bad amount): a bug, not bad input. */
export class InvalidTransferError extends WalletError {
  constructor(message: string) {
    super('invalid_transfer', 'InternalServerError', message);
  }
}
