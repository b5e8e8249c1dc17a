import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../common/error-text';

/** The Cashback and Newsletter pages' text file: its keys start with this (`backoffice-player-marketing.cashback.title`). */
export const PLAYER_MARKETING_TEXTS = 'backoffice-player-marketing';

/**
 * A field's error: the section's words for what only the server can tell (`unknown_player`),
 * else the rule's message as the back office words it.
 */
export function usePlayerMarketingFieldError(): (message: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation();
  const fieldErrorText = useFieldErrorText();
  return useCallback(
    (message) => {
      const own = `${PLAYER_MARKETING_TEXTS}.fieldErrors.${message}`;
      return message && !message.includes('.') && i18n.exists(own) ? t(own) : fieldErrorText(message);
    },
    [t, i18n, fieldErrorText],
  );
}
