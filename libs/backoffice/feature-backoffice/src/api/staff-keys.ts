/**
 * The roots of the back office's query keys. Each endpoint file builds its options from these, and
 * a mutation invalidates through them, never a hand-typed key.
 */
export const staffKeys = {
  all: ['staff'] as const,
  me: ['staff', 'me'] as const,
  withdrawals: ['staff', 'withdrawals'] as const,
  staffList: ['staff', 'listStaff'] as const,
  auditLog: ['staff', 'auditLog'] as const,
  contentPromotions: ['staff', 'contentPromotions'] as const,
  contentPromotion: ['staff', 'contentPromotion'] as const,
  contentBanners: ['staff', 'contentBanners'] as const,
  campaigns: ['staff', 'campaigns'] as const,
  promoCodes: ['staff', 'promoCodes'] as const,
  kycQueue: ['staff', 'kycQueue'] as const,
  kycDocument: ['staff', 'kycDocument'] as const,
  feedback: ['staff', 'feedback'] as const,
  dailyReport: ['staff', 'dailyReport'] as const,
  maintenance: ['staff', 'maintenance'] as const,
  featureFlags: ['staff', 'featureFlags'] as const,
  chatSettings: ['staff', 'chatSettings'] as const,
  players: ['staff', 'players'] as const,
  refunds: ['staff', 'refunds'] as const,
  payoutRequisites: ['staff', 'payoutRequisites'] as const,
};
