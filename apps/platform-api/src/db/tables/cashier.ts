import type { ColumnType, Generated } from 'kysely';

type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export type MethodType = 'card' | 'bank_transfer' | 'ewallet';
export type DepositStatus =
  | 'created'
  | 'pending'
  | 'success'
  | 'failed'
  | 'cancelled'
  | 'partially_refunded'
  | 'refunded'
  | 'refund_review';
export type WithdrawalStatus = 'pending' | 'processing' | 'paid' | 'declined' | 'cancelled';

export interface DepositsTable {
  id: Generated<number>;
  account_id: number;
  provider: string;
  method: string;
  method_type: MethodType;
  /** Minor units. */
  amount: number;
  currency: string;
  status: DepositStatus;
  campaign_offer_id: Defaulted<number>;
  /** Shown masked; never a full card number (the provider's page takes the card). */
  requisites: Json<Record<string, string>>;
  provider_payment_id: string | null;
  domain: string;
  failure_reason: string | null;
  /** Minor units taken as the method's fee when the deposit arrived (0 for a free method). */
  fee: Defaulted<number>;
  /** A digest of the IBAN or e-wallet address it was paid from (null for a card: only the provider sees it). */
  payer_digest: ColumnType<string | null, string | null | undefined, string | null>;
  /** Minor units the provider refunded of it that left the main balance (`deposit_refunds` applied); never above `amount`. */
  refunded: Defaulted<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WithdrawalsTable {
  id: Generated<number>;
  account_id: number;
  provider: string;
  method: string;
  method_type: MethodType;
  amount: number;
  currency: string;
  status: WithdrawalStatus;
  requisites: Json<Record<string, string>>;
  provider_payout_id: string | null;
  decline_reason: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PaymentWebhookEventsTable {
  provider: string;
  event_id: string;
  event_type: string;
  outcome: string;
  received_at: Timestamp;
}

export interface CashierBanksTable {
  id: number;
  name: string;
  bic: string;
  country_code: string;
}

export interface CashierBlockedRequisitesTable {
  digest: string;
  note: string;
  created_at: Timestamp;
}

export type PayoutRequisitesStatus = 'verifying' | 'verified' | 'rejected';

/** Requisites a player asked a payout to that no deposit of theirs came from: checked by the operator first. */
export interface CashierPayoutRequisitesTable {
  account_id: number;
  digest: string;
  method: string;
  /** Masked, as shown to the operator. */
  requisites: Json<Record<string, string>>;
  status: PayoutRequisitesStatus;
  created_at: Timestamp;
  decided_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface CampaignOffersTable {
  id: number;
  trigger_action: string;
  title: string;
  text: string;
  image: Defaulted<string>;
  bonus_percent: number;
  max_bonus: number;
  min_deposit: number;
  exclude_methods: Defaulted<string[]>;
  first_deposit_only: Defaulted<boolean>;
  is_active: Defaulted<boolean>;
}

export type DemoProviderPaymentStatus =
  | 'awaiting_payer'
  | 'challenge'
  | 'processing'
  | 'succeeded'
  | 'declined'
  | 'cancelled'
  | 'partially_refunded'
  | 'refunded';

export interface DemoProviderPaymentsTable {
  id: string;
  kind: 'payment' | 'payout';
  merchant_reference: string;
  method_type: MethodType;
  amount: number;
  currency: string;
  status: DemoProviderPaymentStatus;
  card_last4: string | null;
  challenge_code: string | null;
  decline_code: string | null;
  return_base: Defaulted<string>;
  /** Minor units given back to the payer so far. */
  refunded: Defaulted<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface DemoProviderEventsTable {
  id: string;
  payment_id: string;
  type: string;
  body: string;
  created_at: Timestamp;
}

/** One provider refund of a deposit (unique per deposit and provider refund id). */
export interface DepositRefundsTable {
  id: Generated<number>;
  deposit_id: number;
  provider_refund_id: string;
  /** Minor units the payer got back. */
  amount: number;
  /** Minor units of the deposit's fee given back with it. */
  fee: number;
  status: 'applied' | 'review';
  created_at: Timestamp;
  applied_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface CashierTables {
  deposits: DepositsTable;
  deposit_refunds: DepositRefundsTable;
  withdrawals: WithdrawalsTable;
  payment_webhook_events: PaymentWebhookEventsTable;
  cashier_banks: CashierBanksTable;
  cashier_blocked_requisites: CashierBlockedRequisitesTable;
  cashier_payout_requisites: CashierPayoutRequisitesTable;
  campaign_offers: CampaignOffersTable;
  demo_provider_payments: DemoProviderPaymentsTable;
  demo_provider_events: DemoProviderEventsTable;
}
