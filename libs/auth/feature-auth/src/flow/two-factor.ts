import { isApiError } from '@nfx/errors';

/** The server texts of §8 that the catalogue translates under `auth.twofa.messages`. */
const KNOWN_MESSAGES: Record<string, string> = {
  'code must contain 6 digits': 'codeDigits',
  'Time expired': 'timeExpired',
  'two_factor_auth: code is invalid': 'codeInvalid',
  'two_factor_auth is enable': 'enabled',
  'Resend time is': 'resendTime',
};

/** §4: an authorization error saying two-factor is on, or carrying a resend time. */
export function isTwoFactorChallenge(error: unknown): boolean {
  if (!isApiError(error) || error.type !== 'Authorization') return false;
  return error.resendTime !== undefined || /two_factor_auth is enable/i.test(error.message) || /resend time/i.test(error.message);
}

/** Seconds until a resend is allowed: `resend_time`, else a trailing number in the message (§8). */
export function resendSecondsOf(error: unknown): number | null {
  if (!isApiError(error)) return null;
  if (typeof error.resendTime === 'number' && error.resendTime >= 0) return Math.round(error.resendTime);
  const trailing = /(\d+)\s*$/.exec(error.message);
  return trailing ? Number(trailing[1]) : null;
}

/** The `auth.twofa.messages.*` key of a failed code step; `somethingWrong` by default. */
export function twoFactorMessageKey(error: unknown): string {
  if (!isApiError(error)) return 'auth.twofa.messages.somethingWrong';
  const match = Object.entries(KNOWN_MESSAGES).find(([text]) => error.message.startsWith(text));
  return `auth.twofa.messages.${match ? match[1] : 'somethingWrong'}`;
}
