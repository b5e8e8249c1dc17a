import type { TFunction } from 'i18next';

/** The statuses the cashier has words for; a status the API adds later reads as "other" until translated. */
const KNOWN_STATUSES = new Set([
  'created',
  'pending',
  'success',
  'failed',
  'cancelled',
  'partially_refunded',
  'refunded',
  'refund_review',
  'processing',
  'paid',
  'declined',
  'active',
  'paid_out',
  'expired',
  'used',
  'credited',
  'forfeited',
  'converted',
]);

export function statusLabel(t: TFunction, status: string): string {
  return t(KNOWN_STATUSES.has(status) ? `cashier.status.${status}` : 'cashier.status.other');
}
