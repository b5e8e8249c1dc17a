import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { PaymentMethodType } from '@nfx/api-contract';
import type { Database } from '../../db/schema';

/** Where the provider sends the player back, per outcome (paths on this site). */
export interface ReturnUrls {
  success: string;
  pending: string;
  fail: string;
  cancel: string;
}

export interface PaymentRequest {
  /** The cashier's reference: the deposit id. The provider echoes it in every callback. */
  reference: string;
  /** Minor units. */
  amount: number;
  currency: string;
  methodType: PaymentMethodType;
  /** What the cashier collected (a bank and IBAN, an e-wallet address); never a card. */
  requisites: Record<string, string>;
  returnUrls: ReturnUrls;
}

export interface PayoutRequest {
  /** The withdrawal id. */
  reference: string;
  amount: number;
  currency: string;
  methodType: PaymentMethodType;
  requisites: Record<string, string>;
}

export interface RefundRequest {
  /** The provider's id of the payment to give back. */
  providerPaymentId: string;
  /** The deposit id the payment was created with. */
  reference: string;
  /** Minor units of the whole payment, as it was created (the provider checks it names the right payment). */
  amount: number;
  /** Minor units to give back now: all of the payment or a part of what is not refunded yet. */
  refundAmount: number;
  currency: string;
}

/** What the player does next: pay on the provider's hosted page, or wait for the provider. */
export type NextStep = { type: 'redirect'; url: string } | { type: 'pending' };

/** A provider's callback, once its signature and freshness were checked. */
export interface PaymentEvent {
  /** The provider's id of this event: a replay carries the same id. */
  id: string;
  type:
    | 'payment.pending'
    | 'payment.succeeded'
    | 'payment.declined'
    | 'payment.cancelled'
    /** The provider gave a paid payment back to the payer (a refund the merchant asked for, or a chargeback). */
    | 'payment.refunded'
    | 'payout.paid'
    | 'payout.declined';
  /** The provider's id of the payment or payout. */
  providerPaymentId: string;
  /** The cashier's reference it was created with. */
  reference: string;
  amount: number;
  currency: string;
  occurredAt: Date;
  /** The card's last four digits (card payments), the decline code (declines). */
  cardLast4?: string;
  declineCode?: string;
  /**
   * `payment.refunded`: the provider's own id of this refund and what it gave back (minor units).
   * Absent when the provider gave the whole payment back in one (its refund id is then `payment`).
   */
  refund?: { id: string; amount: number };
}

/** A callback refused before anything was read from it: forged, malformed or too old to trust. */
export class WebhookRejectedError extends Error {
  constructor(readonly reason: 'signature' | 'malformed' | 'stale') {
    super(`Webhook rejected: ${reason}`);
  }
}

/**
 * A payment provider as the cashier uses it. A real one calls the provider's HTTP API; the demo
 * one (`demo-provider.ts`) keeps its books in its own tables. Both answer through signed webhooks
 * that `parseWebhook` checks, so the cashier trusts an outcome only when the provider signed it.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Whether it serves this request (the demo provider: demo mode and a browser allowed to see demo pages). */
  available(request: FastifyRequest): boolean;
  /** Starts a payment within the cashier's transaction (so a rolled-back deposit leaves no payment). */
  createPayment(trx: Transaction<Database>, payment: PaymentRequest): Promise<{ providerPaymentId: string; next: NextStep }>;
  /** Sends a payout; its outcome comes back as `payout.paid` or `payout.declined`. */
  createPayout(trx: Transaction<Database>, payout: PayoutRequest): Promise<{ providerPayoutId: string }>;
  /**
   * Asks the provider to give a paid payment back, all of it or a part. False when the provider
   * refuses (the payment is not paid, or less of it is left to give back). The money moves only
   * when its signed `payment.refunded` arrives, carrying the provider's refund id and amount.
   */
  createRefund(trx: Transaction<Database>, refund: RefundRequest): Promise<boolean>;
  /**
   * Checks a callback's signature and age and reads it; throws {@link WebhookRejectedError} otherwise.
   * Null for a genuine callback about nothing the cashier tracks (a provider sends many kinds): it is
   * acknowledged so the provider stops retrying, and changes nothing.
   */
  parseWebhook(headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<PaymentEvent | null>;
}
