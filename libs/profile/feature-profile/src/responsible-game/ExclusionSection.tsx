import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Exclusion } from '@nfx/api-contract';
import { showToast } from '@nfx/dialogs';
import { useValidationText } from '@nfx/cms-config';
import { Button, Checkbox, Input, Select, alert, heading, muted } from '@nfx/ui';
import { EXCLUSION_PERIODS, type ExclusionPeriod } from '@nfx/validation';
import { useSelfExclude } from './api/self-exclude';
import { whenText } from './format';
import { errorCodeOf, fieldErrorOf } from './use-error-text';
import * as styles from './ResponsibleGame.css';

/** What an exclusion in force means, with its end: shown above everything while it lasts. */
export function ExclusionNotice({ exclusion }: { exclusion: Exclusion }) {
  const { t } = useTranslation();
  const headline = exclusion.permanent
    ? t('responsible-game.excluded.permanent')
    : t(exclusion.kind === 'time_out' ? 'responsible-game.excluded.timeOut' : 'responsible-game.excluded.selfExclusion', {
        when: whenText(t, exclusion.ends_at!),
      });
  return (
    <div role="status" className={styles.warning} data-testid="exclusion-notice">
      <p>
        <strong>{headline}</strong>
      </p>
      <p>{t('responsible-game.excluded.explain')}</p>
    </div>
  );
}

/**
 * Time-out or self-exclusion: the period, a plain warning that it cannot be undone, an explicit
 * "I understand" and the password. With one in force, only a longer one can be chosen.
 */
export function ExclusionSection({ exclusion }: { exclusion: Exclusion | null }) {
  const { t } = useTranslation();
  const text = useValidationText();
  const titleId = useId();
  const warningId = useId();
  const [period, setPeriod] = useState<ExclusionPeriod>('1d');
  const [password, setPassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [errors, setErrors] = useState<{ password?: string; understood?: string }>({});
  const exclude = useSelfExclude();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      understood: understood ? undefined : t('responsible-game.exclusion.confirmRequired'),
      password: password === '' ? 'validation.required' : undefined,
    };
    setErrors(next);
    if (next.understood || next.password) return;
    exclude.mutate(
      { period, password },
      {
        onSuccess: () => {
          setPassword('');
          setUnderstood(false);
          showToast({ tone: 'success', message: t('responsible-game.exclusion.done') });
        },
        onError: (error) => setErrors({ password: fieldErrorOf(error, 'password') }),
      },
    );
  };

  const code = errorCodeOf(exclude.error);
  const generalError = exclude.error && !fieldErrorOf(exclude.error, 'password');

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={heading({ weight: 'bold' })}>
        {t('responsible-game.exclusion.title')}
      </h2>
      <p className={muted({ size: 'inherit', wrap: true })}>{t('responsible-game.exclusion.intro')}</p>
      {exclusion?.permanent ? (
        <p className={muted({ size: 'inherit', wrap: true })}>{t('responsible-game.exclusion.nothingLonger')}</p>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={titleId} aria-describedby={warningId}>
          <p id={warningId} className={styles.warning}>
            {t('responsible-game.exclusion.warning')}
          </p>
          {exclusion && <p className={muted({ size: 'inherit', wrap: true })}>{t('responsible-game.exclusion.onlyLonger')}</p>}
          <Select
            label={t('responsible-game.exclusion.period')}
            name="period"
            value={period}
            onChange={(event) => setPeriod(event.target.value as ExclusionPeriod)}
          >
            {EXCLUSION_PERIODS.map((option) => (
              <option key={option} value={option}>
                {t(`responsible-game.exclusion.periods.${option}`)}
              </option>
            ))}
          </Select>
          <Checkbox
            label={t('responsible-game.exclusion.confirm')}
            name="understood"
            checked={understood}
            error={errors.understood}
            onChange={(event) => setUnderstood(event.target.checked)}
          />
          <Input
            type="password"
            label={t('responsible-game.exclusion.password')}
            hint={t('responsible-game.exclusion.passwordHint')}
            showPasswordLabel={t('responsible-game.exclusion.showPassword')}
            hidePasswordLabel={t('responsible-game.exclusion.hidePassword')}
            name="password"
            autoComplete="current-password"
            value={password}
            error={text(errors.password)}
            onChange={(event) => setPassword(event.target.value)}
          />
          {generalError && (
            <p role="alert" className={alert({ look: 'soft' })}>
              {t(code === 'exclusion_not_longer' ? 'responsible-game.exclusion.notLonger' : 'responsible-game.failed')}
            </p>
          )}
          <Button type="submit" variant="danger" loading={exclude.isPending}>
            {t('responsible-game.exclusion.submit')}
          </Button>
        </form>
      )}
    </section>
  );
}
