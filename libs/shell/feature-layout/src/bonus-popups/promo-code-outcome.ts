import { isApiError } from '@nfx/errors';

/** The promo_code error codes the API gives (bonus area README); anything else reads as INVALID (§8). */
const KNOWN_CODES = ['INVALID', 'ALREADY_USED'] as const;
export type PromoCodeFailure = (typeof KNOWN_CODES)[number];

/**
 * Spec §8: a failed activation is told by the first promo_code error code, with INVALID as the
 * generic fallback (a refusal without a promo_code entry, such as a self-excluded player, too).
 */
export function promoCodeFailure(error: unknown): PromoCodeFailure {
  const first = isApiError(error) ? error.invalidParameters?.['promo_code']?.[0] : undefined;
  return KNOWN_CODES.find((code) => code === first) ?? 'INVALID';
}

/**
 * Whether the server judged the code. A lost connection or a server fault says nothing about
 * it, so the code stays stored and is tried again on the next page load instead of being
 * reported as invalid.
 */
export function isVerdictOnCode(error: unknown): boolean {
  return isApiError(error) && error.httpStatus < 500;
}
