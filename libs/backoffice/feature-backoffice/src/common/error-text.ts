import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isNetworkError } from '@nfx/api-client';
import { isApiError } from '@nfx/errors';
import { validationMessageText } from '@nfx/validation';

/**
 * The back office's text for a failed call: the staff area's own codes first (`wrong_credentials`,
 * `withdrawal_decided` …), then its words for the catalogue type, so a refusal says what happened
 * in the operator's terms rather than the player site's.
 */
export function errorTextKey(error: unknown, exists: (key: string) => boolean): string {
  if (isNetworkError(error)) return 'backoffice.errors.network';
  if (!isApiError(error)) return 'backoffice.errors.UnknownError';
  if (error.code !== undefined && exists(`backoffice.errors.${error.code}`)) return `backoffice.errors.${error.code}`;
  if (exists(`backoffice.errors.${error.type}`)) return `backoffice.errors.${error.type}`;
  return 'backoffice.errors.UnknownError';
}

export function useErrorText(): (error: unknown) => string {
  const { t, i18n } = useTranslation();
  return useCallback((error) => t(errorTextKey(error, (key) => i18n.exists(key))), [t, i18n]);
}

/**
 * A rule's message key (`validation.minLength?min=12`, the site's texts) or a server's short field
 * error (`invalid`, `exists`, the back office's own texts) as text.
 */
export function useFieldErrorText(): (message: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation();
  return useCallback(
    (message) => {
      if (!message) return undefined;
      if (!message.includes('.') && i18n.exists(`backoffice.fieldErrors.${message}`)) return t(`backoffice.fieldErrors.${message}`);
      return validationMessageText(message, (key, params) => (i18n.exists(key) ? t(key, params) : undefined));
    },
    [t, i18n],
  );
}
