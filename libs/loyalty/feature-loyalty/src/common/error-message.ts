import { isNetworkError } from '@nfx/api-client';
import { isApiError, messageKeyOf } from '@nfx/errors';

/** The shop's refusal codes (the API's `SHOP_REFUSALS`): each has its own text. */
const SHOP_CODES: Record<string, string> = {
  loyalty_points_insufficient: 'loyalty.shop.errors.points',
  loyalty_out_of_stock: 'loyalty.shop.errors.stock',
  loyalty_limit_reached: 'loyalty.shop.errors.limit',
  loyalty_excluded: 'loyalty.shop.errors.excluded',
};

/** The translation key of a failed loyalty call's message. */
export function errorMessageKey(error: unknown): string {
  if (isApiError(error)) return (typeof error.code === 'string' && SHOP_CODES[error.code]) || messageKeyOf(error.type);
  if (isNetworkError(error)) return 'errors.network';
  return messageKeyOf('UnknownError');
}

export function isInsufficientPoints(error: unknown): boolean {
  return isApiError(error) && error.code === 'loyalty_points_insufficient';
}
