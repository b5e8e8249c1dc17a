import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { defaultLocaleOf } from '@nfx/app-runtime';
import { localizePath, rememberLocale, type LocaleEntry } from '@nfx/i18n';
import { Button, Select, alert, heading } from '@nfx/ui';
import { useSaveSettings } from '../api/settings-calls';
import { useErrorText } from '../common/error-text';
import { toastSuccess } from '../common/toast';
import * as styles from '../common/profile.css';

/**
 * The account's language (POST account/changelocale). Signed-in players get the account locale
 * (§4), so the page follows it at once: same page, new locale prefix, the cookie remembered.
 */
export function LocaleForm({ locales, current }: { locales: readonly LocaleEntry[]; current: string }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const location = useLocation();
  const navigate = useNavigate();
  const save = useSaveSettings();
  const [locale, setLocale] = useState(current);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    save.mutate([{ call: 'account.changelocale', input: { locale } }], {
      onSuccess: () => {
        rememberLocale(locale);
        toastSuccess('locale', t('profile.settings.localeSaved'));
        navigate(`${localizePath(location.pathname, locale, defaultLocaleOf(i18n))}${location.search}`);
      },
      onError: (failure) => setError(errorText(failure)),
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="profile-locale-title">
      <h2 id="profile-locale-title" className={heading({ weight: 'bold' })}>
        {t('profile.settings.localeTitle')}
      </h2>
      {error && (
        <p role="alert" className={alert({ look: 'soft' })}>
          {error}
        </p>
      )}
      <div className={styles.row}>
        <Select className={styles.grow} label={t('common.language')} value={locale} onChange={(event) => setLocale(event.target.value)}>
          {locales.map((entry) => (
            <option key={entry.code} value={entry.code} lang={entry.code}>
              {entry.name}
            </option>
          ))}
        </Select>
        <Button type="submit" variant="secondary" loading={save.isPending} disabled={locale === current}>
          {t('common.save')}
        </Button>
      </div>
    </form>
  );
}
