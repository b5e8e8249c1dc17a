import { useTranslation } from 'react-i18next';
import { Select } from '@nfx/ui';
import type { ContentLocale } from '../api/content';

/**
 * The language whose texts are on screen: every language of the site, each named in its own words
 * (and marked so, for screen readers). Changing it changes the address, so a link or the back
 * button opens the same language again.
 */
export function LocalePicker(props: {
  locales: readonly ContentLocale[];
  value: string;
  onChange: (code: string) => void;
  disabled?: boolean;
  hint?: string;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('backoffice-content.locale')}
      hint={props.hint ?? t('backoffice-content.localeHint')}
      value={props.value}
      disabled={props.disabled}
      onChange={(event) => props.onChange(event.target.value)}
    >
      {props.locales.map((locale) => (
        <option key={locale.code} value={locale.code} lang={locale.code}>
          {`${locale.name} (${locale.code})`}
        </option>
      ))}
    </Select>
  );
}
