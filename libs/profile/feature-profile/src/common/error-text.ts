import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@nfx/errors';

/**
 * A failed call as one sentence in the player's language: the catalogue text of its error
 * type (`errors.<Type>`), or the generic one for a network failure or an unknown type.
 */
export function useErrorText(): (error: unknown) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (error) => {
      const key = isApiError(error) ? `errors.${error.type}` : 'errors.UnknownError';
      return i18n.exists(key) ? t(key) : t('errors.UnknownError');
    },
    [t, i18n],
  );
}
