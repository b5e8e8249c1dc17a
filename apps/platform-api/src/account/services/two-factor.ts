import { ApiError } from '@nfx/errors';
import { encodeMessage } from '@nfx/validation';
import { TWO_FACTOR_MESSAGES } from '../../security/two-factor-messages';

/** The issuer an authenticator app shows next to the account. */
export const TOTP_ISSUER = 'NFX';

export function invalidTwoFactorCode(): ApiError {
  return new ApiError('InvalidParameter', TWO_FACTOR_MESSAGES.invalid, {
    invalidParameters: { code: [encodeMessage('validation.wrongCode')] },
  });
}
