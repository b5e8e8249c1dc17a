import type { PaymentMethodType, RequisiteField } from '@nfx/api-contract';

/** One way to pay in or out, offered by a provider. Amount bounds are whole units of the player's currency. */
export interface PaymentMethod {
  id: number;
  sysname: string;
  /**
   * English, for API callers only: the cashier names a method by its sysname in the player's
   * language (its remote's texts) and shows this name only for a method those texts do not know.
   */
  name: string;
  type: PaymentMethodType;
  provider: string;
  deposit: { min: number; max: number; requisites: RequisiteField[] };
  withdraw: { min: number; max: number; requisites: RequisiteField[] };
  /**
   * The deposit fee: a percent of the amount (to hundredths) plus a fixed part in whole units of
   * the player's currency. It is taken from what arrives, in the deposit's transaction, as a
   * `deposit_fee` transfer to the operator's fee income. Payouts are free.
   */
  depositFee: { percent: number; fixed: number };
}

/** A card method as any card provider offers it: deposits on the provider's page, payouts named by the card. */
const CARD_METHOD = {
  name: 'Card',
  type: 'card',
  deposit: { min: 10, max: 5_000, requisites: [] },
  withdraw: {
    min: 20,
    max: 5_000,
    requisites: [
      { name: 'card_holder', rule: 'card_holder', required: true },
      { name: 'card_number', rule: 'card_number', required: true },
    ],
  },
  depositFee: { percent: 0, fixed: 0 },
} as const satisfies Omit<PaymentMethod, 'id' | 'sysname' | 'provider'>;

/**
 * The demo provider's methods. A card is typed only on the provider's own page, never in the
 * cashier (so no card number passes through the site); a payout to a card names it here.
 */
export const DEMO_METHODS: readonly PaymentMethod[] = [
  {
    id: 1,
    sysname: 'demo-card',
    ...CARD_METHOD,
    provider: 'demo',
  },
  {
    id: 2,
    sysname: 'demo-bank-transfer',
    name: 'Bank transfer',
    type: 'bank_transfer',
    provider: 'demo',
    deposit: {
      min: 20,
      max: 20_000,
      requisites: [
        { name: 'bank', rule: 'bank', required: true },
        { name: 'iban', rule: 'iban', required: true },
      ],
    },
    withdraw: {
      min: 20,
      max: 20_000,
      requisites: [
        { name: 'account_holder', rule: 'card_holder', required: true },
        { name: 'bank', rule: 'bank', required: true },
        { name: 'iban', rule: 'iban', required: true },
      ],
    },
    depositFee: { percent: 0, fixed: 0 },
  },
  {
    id: 3,
    sysname: 'demo-ewallet',
    name: 'E-wallet',
    type: 'ewallet',
    provider: 'demo',
    deposit: { min: 5, max: 2_000, requisites: [{ name: 'email', rule: 'email', required: true }] },
    withdraw: { min: 10, max: 2_000, requisites: [{ name: 'email', rule: 'email', required: true }] },
    // The e-wallet's provider charges for topping up from it; the player pays it (shown before paying).
    depositFee: { percent: 1.5, fixed: 0 },
  },
];

/**
 * Stripe's card method (`providers/stripe-provider.ts`): the card is typed on Stripe's Checkout
 * page. A withdrawal names the card it goes back to; the payments team pays it and confirms.
 */
export const STRIPE_METHODS: readonly PaymentMethod[] = [
  {
    id: 11,
    sysname: 'card',
    ...CARD_METHOD,
    provider: 'stripe',
  },
];

/** Every method a provider of this server may offer; a method shows only when its provider is switched on. */
export const PAYMENT_METHODS: readonly PaymentMethod[] = [...DEMO_METHODS, ...STRIPE_METHODS];

/** Amount presets shown on the deposit form, in whole units of any currency. */
export const DEPOSIT_PRESETS = [10, 25, 50, 100, 250] as const;

/** Withdrawal limits in whole units of the player's currency. */
export const WITHDRAWAL_LIMITS = { perWithdrawal: 5_000, perPeriod: 10_000, periodDays: 7 } as const;
