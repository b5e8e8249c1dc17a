import { isNetworkError } from '@nfx/api-client';
import { isApiError, messageKeyOf } from '@nfx/errors';

/** Refusals of campaigns.takepromotions with their own text (the bonus area's codes). */
const OFFER_CODES: Record<string, string> = {
  offer_already_taken: 'promotions.errors.alreadyTaken',
  self_excluded: 'promotions.errors.selfExcluded',
};

/** The translation key of a failed promotions call's message. */
export function errorMessageKey(error: unknown): string {
  if (isApiError(error)) return (typeof error.code === 'string' && OFFER_CODES[error.code]) || messageKeyOf(error.type);
  if (isNetworkError(error)) return 'errors.network';
  return messageKeyOf('UnknownError');
}
