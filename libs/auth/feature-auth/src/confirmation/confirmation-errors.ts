import { isApiError } from '@nfx/errors';

/** What the code form says about a refused code or resend (account.confirmContact, sendconfirmationtocontact). */
export interface ConfirmationRefusal {
  /** A message key for the code field (`validation.wrongCode`, `validation.codeExpired`…). */
  codeMessage?: string;
  attemptsLeft?: number;
  /** Seconds until another message may be sent. */
  resendSeconds?: number;
}

/** Reads the server's refusal: the code field's first key, the tries left and the resend wait. */
export function confirmationRefusalOf(error: unknown): ConfirmationRefusal {
  if (!isApiError(error)) return {};
  const codeKeys = error.invalidParameters?.['code'];
  const codeMessage = codeKeys?.[0];
  const data = error.errorData as { attempts_left?: unknown } | undefined;
  const attemptsLeft = typeof data?.attempts_left === 'number' ? data.attempts_left : undefined;
  const resendSeconds = typeof error.resendTime === 'number' && error.resendTime > 0 ? Math.ceil(error.resendTime) : undefined;
  return { codeMessage, attemptsLeft, resendSeconds };
}
