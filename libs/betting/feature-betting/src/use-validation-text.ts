import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { selectValidatorMessages, useCmsConfig } from '@nfx/cms-config';
import { validationMessageText } from '@nfx/validation';

/** A rule's or the server's message key as text; the CMS validator config overrides the defaults (§5). */
export function useValidationText(): (message: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation();
  const overrides = useCmsConfig(selectValidatorMessages).data;
  return useCallback(
    (message) => {
      if (!message) return undefined;
      return validationMessageText(message, (key, params) => (i18n.exists(key) ? t(key, params) : undefined), overrides);
    },
    [t, i18n, overrides],
  );
}
