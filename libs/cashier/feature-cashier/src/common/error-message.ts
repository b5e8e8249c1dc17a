import { isNetworkError } from '@nfx/api-client';
import { isApiError, messageKeyOf } from '@nfx/errors';

/** The translation key of the §8 message a failed cashier call shows (`errors.<Type>` for every catalogue type). */
export function errorMessageKey(error: unknown): string {
  if (isApiError(error)) return messageKeyOf(error.type);
  if (isNetworkError(error)) return 'errors.network';
  return messageKeyOf('UnknownError');
}
