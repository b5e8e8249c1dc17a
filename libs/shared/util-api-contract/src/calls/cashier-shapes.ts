import * as v from 'valibot';
import { moneySchema, timestampSchema } from '../responses';

/** How a method pays: a card on the provider's hosted page, a bank transfer to or from an IBAN, an e-wallet account. */
export const PAYMENT_METHOD_TYPES = ['card', 'bank_transfer', 'ewallet'] as const;
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];

/**
 * A deposit's life: `created` until the player finishes on the provider's page, `pending` while
 * the provider settles it, then `success`, `failed` (declined) or `cancelled` (the player left the
 * provider's page). Only `success` moved money. A successful deposit the provider refunds in part
 * becomes `partially_refunded` (that part went back out of the main balance; the rest stays), and
 * `refunded` once all of it went back; when the main balance could not cover a refund it is
 * `refund_review` (that refund moved nothing; the operator looks at it).
 */
export const DEPOSIT_STATUSES = [
  'created',
  'pending',
  'success',
  'failed',
  'cancelled',
  'partially_refunded',
  'refunded',
  'refund_review',
] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/**
 * A withdrawal's life: `pending` (requested; the amount is held and the player may cancel) →
 * `processing` (approved, sent to the provider) → `paid`; or `declined` (operator or provider,
 * the hold goes back) or `cancelled` (by the player while pending, the hold goes back).
 */
export const WITHDRAWAL_STATUSES = ['pending', 'processing', 'paid', 'declined', 'cancelled'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** The history tabs (§2 `tab`): deposits, withdrawals, bonuses and cashbacks. */
export const HISTORY_TYPES = ['deposit', 'withdrawal', 'bonuses', 'cashbacks'] as const;
export type HistoryType = (typeof HISTORY_TYPES)[number];

/**
 * Requisites a method asks for, by name: the deposit or withdrawal form shows one field per entry
 * with the §5 rule of its `rule` (card number, card holder, IBAN, a bank from `getbanks`, an e-mail).
 */
export const REQUISITE_RULES = ['card_number', 'card_holder', 'iban', 'bank', 'email'] as const;
export type RequisiteRule = (typeof REQUISITE_RULES)[number];

export const requisiteFieldSchema = v.object({
  /** The key under `requisites` in makedeposit / makewithdrawal. */
  name: v.string(),
  rule: v.picklist(REQUISITE_RULES),
  required: v.boolean(),
});

/** A method's fee: a percentage of the amount plus a fixed part (both 0 when free). */
export const feeSchema = v.object({ percent: v.number(), fixed: moneySchema });

/** A deposit method of the cashier (the deposit index and `/cashier/deposit/{sysname}`). */
export const depositMethodSchema = v.object({
  id: v.number(),
  sysname: v.string(),
  name: v.string(),
  type: v.picklist(PAYMENT_METHOD_TYPES),
  /** Whole units in the player's currency (the Sum rule's bounds). */
  min_amount: v.number(),
  max_amount: v.number(),
  currency: v.string(),
  fee: feeSchema,
  requisites: v.array(requisiteFieldSchema),
});

/** One amount preset; `key` is `{amount}_{currency}` (§3). */
export const depositPresetSchema = v.object({ key: v.string(), value: v.number() });

export const depositSettingsSchema = v.object({
  /** The player's currency: every amount below is in it. */
  currency: v.string(),
  methods: v.array(depositMethodSchema),
  /** Amount presets per currency. */
  presets: v.record(v.string(), v.array(depositPresetSchema)),
});

/** Deposit info (§3): requisites are shown masked (a card's last four digits, an IBAN's last four). */
export const depositInfoSchema = v.object({
  id: v.number(),
  requisites: v.record(v.string(), v.string()),
  method: v.string(),
  type: v.picklist(PAYMENT_METHOD_TYPES),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  amount: moneySchema,
  status: v.picklist(DEPOSIT_STATUSES),
  /** The site the deposit was made on. */
  domain: v.string(),
  /** The offer chosen with the deposit; -1 for none. */
  campaign_offer_id: v.number(),
  /** Why it failed (a provider's decline code), or why its refund waits for review, when it did. */
  failure_reason: v.nullable(v.string()),
  /** The method's fee taken from `amount` (0 when free). */
  fee: moneySchema,
  /** What reached (or reaches, once paid) the main balance: `amount` less `fee`. */
  credited: moneySchema,
  /** What the provider refunded of `amount` so far and left the main balance (0 when nothing). */
  refunded: moneySchema,
});

/**
 * makedeposit's answer: the deposit and where to send the player now — the provider's hosted page
 * (a card, an e-wallet) or straight to an outcome page (`/cashier/paypending/{id}` for a bank
 * transfer); `redirect_url` is a path on this site or an absolute provider URL.
 */
export const depositStartSchema = v.object({
  deposit: depositInfoSchema,
  redirect_url: v.string(),
});

export const withdrawMethodSchema = v.object({
  id: v.number(),
  sysname: v.string(),
  name: v.string(),
  type: v.picklist(PAYMENT_METHOD_TYPES),
  min_amount: v.number(),
  max_amount: v.number(),
  currency: v.string(),
  fee: feeSchema,
  requisites: v.array(requisiteFieldSchema),
});

export const withdrawSettingsSchema = v.object({
  currency: v.string(),
  methods: v.array(withdrawMethodSchema),
  /** What may be withdrawn now: the main balance (bonus money is not withdrawable). */
  available: moneySchema,
  /** Most one withdrawal may be, and most the player may withdraw within `period_days`, with what is left of it. */
  limits: v.object({
    per_withdrawal: moneySchema,
    per_period: moneySchema,
    period_days: v.number(),
    period_left: moneySchema,
  }),
  /** What must be done before a withdrawal is accepted (each false once done). */
  requirements: v.object({
    verify_identity: v.boolean(),
    confirm_contact: v.boolean(),
    fill_profile: v.boolean(),
  }),
});

/** One withdrawal as the history, makewithdrawal and getwithdrawalinfo show it (requisites masked as stored). */
export const withdrawalSchema = v.object({
  id: v.number(),
  method: v.string(),
  type: v.picklist(PAYMENT_METHOD_TYPES),
  requisites: v.record(v.string(), v.string()),
  amount: moneySchema,
  status: v.picklist(WITHDRAWAL_STATUSES),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  /** The player may still cancel it (pending). */
  can_cancel: v.boolean(),
  decline_reason: v.nullable(v.string()),
});

/** A row of the history: a deposit, a withdrawal, a bonus or a cashback, with its own status. */
export const historyItemSchema = v.object({
  id: v.number(),
  type: v.picklist(HISTORY_TYPES),
  method: v.string(),
  amount: moneySchema,
  status: v.string(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  can_cancel: v.boolean(),
  requisites: v.record(v.string(), v.string()),
});

/** A bank a transfer may come from or go to (`getbanks`). */
export const bankSchema = v.object({
  id: v.number(),
  name: v.string(),
  /** BIC / SWIFT code. */
  bic: v.string(),
  country_code: v.string(),
});

/**
 * An offer the deposit form may attach (§3 offer): `params.exclude_methods` are deposit method
 * sysnames it does not apply to; `user_satisfies_params` tells whether this player may take it now.
 */
export const campaignOfferSchema = v.object({
  id: v.number(),
  trigger: v.object({ action: v.string() }),
  description: v.object({ title: v.string(), text: v.string(), image: v.string() }),
  promotions: v.array(v.object({ type: v.string(), percent: v.number(), max_amount: moneySchema, min_deposit: moneySchema })),
  params: v.object({ exclude_methods: v.array(v.string()) }),
  user_satisfies_params: v.boolean(),
});

export type DepositMethod = v.InferOutput<typeof depositMethodSchema>;
export type DepositPreset = v.InferOutput<typeof depositPresetSchema>;
export type DepositSettings = v.InferOutput<typeof depositSettingsSchema>;
export type DepositInfo = v.InferOutput<typeof depositInfoSchema>;
export type DepositStart = v.InferOutput<typeof depositStartSchema>;
export type WithdrawMethod = v.InferOutput<typeof withdrawMethodSchema>;
export type WithdrawSettings = v.InferOutput<typeof withdrawSettingsSchema>;
export type Withdrawal = v.InferOutput<typeof withdrawalSchema>;
export type HistoryItem = v.InferOutput<typeof historyItemSchema>;
export type Bank = v.InferOutput<typeof bankSchema>;
export type CampaignOffer = v.InferOutput<typeof campaignOfferSchema>;
export type RequisiteField = v.InferOutput<typeof requisiteFieldSchema>;
