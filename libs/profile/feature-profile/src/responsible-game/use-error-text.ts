import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@nfx/errors';
import { validationMessageText } from '@nfx/validation';

/** A rule's or the server's message key as text (unknown keys fall back to a generic text). */
export function useValidationText(): (message: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation();
  return useCallback(
    (message) => (message ? validationMessageText(message, (key, params) => (i18n.exists(key) ? t(key, params) : undefined)) : undefined),
    [t, i18n],
  );
}

/** The first server message for a field of a refused call, if the refusal named it. */
export function fieldErrorOf(error: unknown, field: string): string | undefined {
  return error instanceof ApiError ? error.invalidParameters?.[field]?.[0] : undefined;
}

/** The refusal's code (`self_excluded`, `exclusion_not_longer`…), if any. */
export function errorCodeOf(error: unknown): string | undefined {
  return error instanceof ApiError && typeof error.code === 'string' ? error.code : undefined;
}
