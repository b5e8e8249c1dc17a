import type { ContentBanner, ContentPromotionPage } from '../api/content';
import type { StaffFeedbackMessage } from '../api/feedback';
import type { StaffKycApplicant } from '../api/kyc';
import type { StaffCampaign, StaffPromoCode } from '../api/marketing';
import type { StaffIdentity } from '../api/me';
import type { StaffRefundDeposit } from '../api/refunds';
import type { StaffPayoutRequisites } from '../api/requisites';
import type { StaffWithdrawal } from '../api/withdrawals';

const PERMISSIONS: Record<StaffIdentity['role'], StaffIdentity['permissions']> = {
  support: ['players.read', 'players.notes', 'feedback'],
  payments: ['withdrawals', 'refunds', 'requisites', 'reports'],
  compliance: ['players.read', 'kyc', 'limits', 'exclusions', 'blocks', 'audit.read', 'reports'],
  marketing: ['campaigns', 'promo-codes', 'newsletters'],
  content: ['cms'],
  admin: ['staff.manage', 'settings', 'audit.read', 'reports'],
};

/** `staff.me` of a member of `role`, with the permissions the server grants it. */
export function identity(role: StaffIdentity['role'], overrides: Partial<StaffIdentity> = {}): StaffIdentity {
  return { staff_id: 1, email: `${role}@example.com`, role, permissions: PERMISSIONS[role], ...overrides };
}

export function withdrawal(overrides: Partial<StaffWithdrawal> = {}): StaffWithdrawal {
  return {
    id: 12,
    player_id: 7,
    login: 'player@example.com',
    amount: '20.00',
    currency: 'EUR',
    method: 'demo-card',
    status: 'pending',
    requisites: { card: '•••• 4242' },
    created_at: '2026-12-05T10:00:00.000Z',
    updated_at: '2026-12-05T10:00:00.000Z',
    decline_reason: null,
    awaits_manual_payout: false,
    ...overrides,
  };
}

/** A paid deposit of 20.00 as the refunds page lists it, nothing refunded yet. */
export function refundDeposit(overrides: Partial<StaffRefundDeposit> = {}): StaffRefundDeposit {
  return {
    id: 12,
    player_id: 7,
    login: 'player@example.com',
    email: 'player@example.com',
    amount: '20.00',
    fee: '0.00',
    refunded: '0.00',
    left: '20.00',
    currency: 'EUR',
    method: 'demo-card',
    status: 'success',
    requisites: { card_number: '**** 4242' },
    created_at: '2026-12-05T10:00:00.000Z',
    updated_at: '2026-12-05T10:00:00.000Z',
    ...overrides,
  };
}

/** A card on verification, as the payout requisites page lists it. */
export function payoutRequisites(overrides: Partial<StaffPayoutRequisites> = {}): StaffPayoutRequisites {
  return {
    player_id: 7,
    login: 'player@example.com',
    method: 'demo-card',
    requisites: { card_holder: 'Demo Player', card_number: '555555...4444' },
    digest: 'a'.repeat(64),
    status: 'verifying',
    created_at: '2026-12-05T10:00:00.000Z',
    decided_at: null,
    ...overrides,
  };
}

/** A verification waiting for a review: an ID card's two sides and a selfie. */
export function kycApplicant(overrides: Partial<StaffKycApplicant> = {}): StaffKycApplicant {
  return {
    id: 5,
    player_id: 7,
    login: 'player@example.com',
    status: 'pending',
    document_type: 'id_card',
    reject_reason: null,
    external_action_id: null,
    submitted_at: '2026-12-05T10:00:00.000Z',
    reviewed_at: null,
    documents: [
      { id: 51, side: 'document_front', width: 800, height: 600 },
      { id: 52, side: 'document_back', width: 800, height: 600 },
      { id: 53, side: 'selfie', width: 600, height: 800 },
    ],
    ...overrides,
  };
}

/** A message a signed-in player sent through the support page, waiting for an answer. */
export function feedbackMessage(overrides: Partial<StaffFeedbackMessage> = {}): StaffFeedbackMessage {
  return {
    id: 31,
    player_id: 7,
    name: 'Anna Berg',
    email: 'anna@example.com',
    locale: 'de',
    message: 'Where is my withdrawal?\nIt has been three days.',
    created_at: '2026-12-05T10:00:00.000Z',
    answered_at: null,
    ...overrides,
  };
}

/** A no-deposit campaign of 10.00 (20×, stakes up to 2.00, 7 days), running, with one promo code. */
export function campaign(overrides: Partial<StaffCampaign> = {}): StaffCampaign {
  return {
    id: 1001,
    kind: 'no_deposit',
    wallet: 'casino',
    title: 'Spring 10',
    description: '',
    amount: '10.00',
    match_percent: 0,
    max_amount: '0.00',
    min_deposit: '0.00',
    wagering_multiplier: 20,
    max_stake: '2.00',
    expiry_days: 7,
    contributions: { roulette: 10 },
    free_spin_game: null,
    free_spin_count: 0,
    free_spin_stake: '0.00',
    free_bet_min_price: null,
    cashback_percent: 0,
    offer_id: null,
    is_active: true,
    starts_at: null,
    ends_at: null,
    state: 'running',
    promo_codes: 1,
    ...overrides,
  };
}

/** A promo code for {@link campaign}, 3 of 100 redemptions used, running. */
export function promoCode(overrides: Partial<StaffPromoCode> = {}): StaffPromoCode {
  return {
    id: 40,
    code: 'SPRING10',
    campaign_id: 1001,
    campaign_title: 'Spring 10',
    campaign_state: 'running',
    max_redemptions: 100,
    redemptions: 3,
    is_active: true,
    starts_at: null,
    ends_at: null,
    state: 'running',
    created_at: '2026-12-05T10:00:00.000Z',
    ...overrides,
  };
}

/** The site's six languages, as staff.contentPromotions and staff.contentBanners list them. */
export const contentLocales = [
  { code: 'en', name: 'English' },
  { code: 'de', name: 'Deutsch' },
  { code: 'es', name: 'Español' },
  { code: 'pt-BR', name: 'Português (Brasil)' },
  { code: 'ru', name: 'Русский' },
  { code: 'lv', name: 'Latviešu' },
];

/** A promotion's page in one language as staff.contentPromotion answers it. */
export function contentPromotionPage(overrides: Partial<ContentPromotionPage> = {}): ContentPromotionPage {
  return {
    id: 2,
    locale: 'de',
    written: true,
    title: 'Reload-Bonus: 25 % auf jede Einzahlung',
    summary: 'Jede Einzahlung ab 10 bringt 25 % extra.',
    body_html: '<h2>Aufladen</h2><p>Mehr Bonus.</p>',
    terms_html: '<ol><li>Ab 10.</li></ol>',
    published: true,
    updated_at: '2026-12-05T10:00:00.000Z',
    ...overrides,
  };
}

/** A slider banner as staff.contentBanners lists it. */
export function contentBanner(overrides: Partial<ContentBanner> = {}): ContentBanner {
  return {
    id: 7,
    locale: 'de',
    placement: 'slider',
    position: 1,
    label: 'Freispiele',
    value: '50 Freispiele',
    addition: '<p>Mit dem Code SPINS50</p>',
    live: true,
    finished_at: null,
    ...overrides,
  };
}
