import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@nfx/errors';
import { useErrorText } from './error-text';

/**
 * The text for a failed call of a section with its own text file: the section's words for the
 * staff area's code (`backoffice-refunds.errors.refund_not_covered`), else the back office's
 * common ones. A section's codes stay in its own file, beside the page that meets them.
 */
export function useSectionErrorText(file: string): (error: unknown) => string {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  return useCallback(
    (error) => {
      const key = isApiError(error) && error.code !== undefined ? `${file}.errors.${error.code}` : undefined;
      return key && i18n.exists(key) ? t(key) : errorText(error);
    },
    [file, t, i18n, errorText],
  );
}
