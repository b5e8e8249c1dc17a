import type { Cashback } from '@nfx/api-contract';

/** Spec §7 storage: the player's key holding the id of the last cashback popup they closed. */
export const SEEN_CASHBACK_KEY = 'already_seen_cashback_id';

/**
 * Spec §4: the latest cashback (by end date, statuses paid_out or active) is unseen when its id
 * differs from the stored already-seen id and it is active, or paid out without a receiving-expiry
 * date. `latest` is the single item of `cashbacks.get` (count 1, sort end_date desc).
 */
export function unseenCashback(latest: Cashback | undefined, seenId: string | null): Cashback | null {
  if (!latest || String(latest.id) === seenId) return null;
  if (latest.status === 'active') return latest;
  return latest.status === 'paid_out' && latest.receiving_expired_at === null ? latest : null;
}
