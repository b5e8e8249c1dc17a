import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { validationMessageText } from '@nfx/validation';
import { useCmsConfig } from './cms-config';
import { selectValidatorMessages } from './selectors';

/** Keys the server answers with that are not `validation.*` keys (a refused promo code). */
const SERVER_KEY_ALIASES: Readonly<Record<string, string>> = { INVALID: 'validation.promoInvalid' };

/**
 * The one way a form turns a rule's or the server's message key into text: the CMS validator
 * messages override the translated defaults (§5), unknown keys fall back to a generic text.
 * It lives beside the CMS configuration because the overrides are part of that document.
 */
export function useValidationText(): (message: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation();
  const overrides = useCmsConfig(selectValidatorMessages).data;
  return useCallback(
    (message) => {
      if (!message) return undefined;
      return validationMessageText(
        SERVER_KEY_ALIASES[message] ?? message,
        (key, params) => (i18n.exists(key) ? t(key, params) : undefined),
        overrides,
      );
    },
    [t, i18n, overrides],
  );
}
