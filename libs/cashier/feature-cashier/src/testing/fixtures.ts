import type { DepositInfo, DepositMethod, DepositSettings, HistoryItem, WithdrawSettings } from '@nfx/api-contract';

export const money = (amount: number, currency = 'EUR') => ({ amount, currency });

export function accountInfo(overrides: Record<string, unknown> = {}) {
  return {
    uid: 7,
    reg_time: '2024-01-01T00:00:00Z',
    login: 'demo@example.com',
    fakename: '',
    is_subscribed: false,
    balance_main: money(250),
    balance_bonus: money(10),
    balance_betting_bonus: money(0),
    balance_fun: money(1000, 'FUN'),
    is_on_verification: false,
    is_verified: true,
    is_kyc_block_enabled: false,
    is_registration_completed: true,
    country_code: 'LV',
    locale: 'en',
    two_factor_auth: false,
    ...overrides,
  };
}

const noFee = { percent: 0, fixed: money(0) };

export const cardMethod: DepositMethod = {
  id: 1,
  sysname: 'demo-card',
  name: 'Card',
  type: 'card',
  min_amount: 10,
  max_amount: 5000,
  currency: 'EUR',
  fee: noFee,
  requisites: [],
};

export const bankMethod: DepositMethod = {
  id: 2,
  sysname: 'demo-bank-transfer',
  name: 'Bank transfer',
  type: 'bank_transfer',
  min_amount: 20,
  max_amount: 20000,
  currency: 'EUR',
  fee: noFee,
  requisites: [
    { name: 'bank', rule: 'bank', required: true },
    { name: 'iban', rule: 'iban', required: true },
  ],
};

export const depositSettings: DepositSettings = {
  currency: 'EUR',
  methods: [cardMethod, bankMethod],
  presets: { EUR: [10, 25, 50, 100].map((value) => ({ key: `${value}_EUR`, value })) },
};

export function depositInfo(overrides: Partial<DepositInfo> = {}): DepositInfo {
  return {
    id: 31,
    requisites: {},
    method: 'demo-card',
    type: 'card',
    created_at: '2026-11-20T10:15:00Z',
    updated_at: '2026-11-20T10:16:00Z',
    amount: money(50),
    status: 'success',
    domain: 'localhost',
    campaign_offer_id: -1,
    failure_reason: null,
    fee: money(0),
    credited: money(50),
    refunded: money(0),
    ...overrides,
  };
}

export function historyItem(overrides: Partial<HistoryItem> = {}): HistoryItem {
  return {
    id: 1,
    type: 'deposit',
    method: 'demo-card',
    amount: money(50),
    status: 'success',
    created_at: '2026-11-20T10:15:00Z',
    updated_at: '2026-11-20T10:16:00Z',
    can_cancel: false,
    requisites: {},
    ...overrides,
  };
}

export function withdrawSettings(overrides: Partial<WithdrawSettings> = {}): WithdrawSettings {
  return {
    currency: 'EUR',
    methods: [
      {
        id: 1,
        sysname: 'demo-card',
        name: 'Card',
        type: 'card',
        min_amount: 20,
        max_amount: 5000,
        currency: 'EUR',
        fee: noFee,
        requisites: [
          { name: 'card_holder', rule: 'card_holder', required: true },
          { name: 'card_number', rule: 'card_number', required: true },
        ],
      },
    ],
    available: money(250),
    limits: { per_withdrawal: money(5000), per_period: money(10000), period_days: 7, period_left: money(10000) },
    requirements: { verify_identity: false, confirm_contact: false, fill_profile: false },
    ...overrides,
  };
}
