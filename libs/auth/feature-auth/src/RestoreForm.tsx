import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { useValidationText } from '@nfx/cms-config';
import { Button, Input, alert, heading, muted } from '@nfx/ui';
import { loginRule } from '@nfx/validation';
import { authAnalytics } from './analytics/auth-analytics';
import { useRestore } from './api/restore';
import { errorCodeOf } from './flow/error-code';
import * as styles from './AuthForms.css';

/** Password recovery: mails the reset link and says so (§4). */
export function RestoreForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const text = useValidationText();
  const titleId = useId();
  const [login, setLogin] = useState('');
  const [error, setError] = useState<string | undefined>();
  const mutation = useRestore();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(loginRule(), login);
    setError(parsed.success ? undefined : parsed.issues[0]?.message);
    if (!parsed.success) return;
    mutation.mutate(login, { onError: (failure) => authAnalytics().error(errorCodeOf(failure), 'restore') });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId} className={heading({ weight: 'bold' })}>
        {t('auth.restore.title')}
      </h2>
      <p className={muted({ size: 'inherit' })}>{t('auth.restore.description')}</p>
      {mutation.isSuccess ? (
        <p role="status" className={alert({ look: 'soft', tone: 'success' })}>
          {t('auth.restore.sent')}
        </p>
      ) : (
        <>
          {mutation.isError && (
            <p role="alert" className={alert({ look: 'soft', icon: true })}>
              {t('auth.restore.failed')}
            </p>
          )}
          <Input
            label={t('auth.fields.login')}
            name="login"
            autoComplete="username"
            required
            error={text(error)}
            value={login}
            onChange={(event) => setLogin(event.target.value)}
          />
          <Button type="submit" fullWidth loading={mutation.isPending}>
            {t('auth.restore.submit')}
          </Button>
        </>
      )}
      <button type="button" className={styles.linkButton} onClick={onBack}>
        {t('auth.backToSignIn')}
      </button>
    </form>
  );
}
