import { useTranslation } from 'react-i18next';
import { Select } from '@nfx/ui';
import { useLanguages } from './languages';

/** The language of the back office's texts (the API's messages follow it too). */
export function LanguageSelect({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const { locales, change } = useLanguages();
  if (locales.length < 2) return null;
  return (
    <Select
      className={className}
      label={t('backoffice.common.language')}
      value={i18n.language}
      onChange={(event) => void change(event.target.value)}
    >
      {locales.map((locale) => (
        <option key={locale.code} value={locale.code} lang={locale.code}>
          {locale.name}
        </option>
      ))}
    </Select>
  );
}
