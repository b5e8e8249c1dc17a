import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Select } from '@nfx/ui';
import { CASHBACK_RUN_PERIODS, staffCashbackRunSchema, type StaffCashbackRunOutput, type StaffCashbackRunValues } from '@nfx/validation';
import { useRunCashback } from '../api/player-marketing';
import { applyServerErrors } from '../common/form-failure';
import { FormSubmit } from '../common/FormSubmit';
import { useSectionErrorText } from '../common/section-error-text';
import { usePageTitle } from '../layout/page-title';
import * as styles from '../common/backoffice.css';
import * as marketingStyles from '../marketing/marketing.css';
import { PlayerPlayDays } from './PlayerPlayDays';
import { PlayerRefInput } from './PlayerRefInput';
import { PLAYER_MARKETING_TEXTS, usePlayerMarketingFieldError } from './player-marketing-texts';

const TEXTS = `${PLAYER_MARKETING_TEXTS}.cashback`;
const FIELDS = ['period', 'player'] as const;

/** The daily cashback job run now, for today so far or yesterday, for every player or one; and a player's play per day. */
export function CashbackPage() {
  const { t } = useTranslation();
  usePageTitle(t(`${TEXTS}.title`));
  const runCashback = useRunCashback();
  const errorText = useSectionErrorText(PLAYER_MARKETING_TEXTS);
  const fieldError = usePlayerMarketingFieldError();
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<StaffCashbackRunValues, unknown, StaffCashbackRunOutput>({
    resolver: valibotResolver(staffCashbackRunSchema),
    defaultValues: { period: 'current', player: '' },
  });

  const submit = handleSubmit(async (values) => {
    setDone(null);
    try {
      const result = await runCashback.mutateAsync({ period: values.period, ...(values.player ? { player: values.player } : {}) });
      setDone(
        result.player
          ? t(`${TEXTS}.createdFor`, { created: result.created, login: result.player.login, id: result.player.id })
          : t(`${TEXTS}.createdAll`, { created: result.created }),
      );
    } catch (failure) {
      if (applyServerErrors(failure, FIELDS, setError)) setError('root', { message: errorText(failure) });
    }
  });

  return (
    <section aria-labelledby="cashback-title">
      <h1 id="cashback-title" className={styles.title}>
        {t(`${TEXTS}.title`)}
      </h1>
      <p className={styles.muted}>{t(`${TEXTS}.lead`)}</p>
      <form aria-labelledby="cashback-run-title" onSubmit={submit} noValidate>
        <h2 id="cashback-run-title" className={styles.subtitle}>
          {t(`${TEXTS}.runTitle`)}
        </h2>
        <div className={marketingStyles.formGrid}>
          <Select label={t(`${TEXTS}.period`)} error={fieldError(errors.period?.message)} {...register('period')}>
            {CASHBACK_RUN_PERIODS.map((period) => (
              <option key={period} value={period}>
                {t(`${TEXTS}.periods.${period}`)}
              </option>
            ))}
          </Select>
          <PlayerRefInput
            label={t(`${TEXTS}.player`)}
            hint={t(`${TEXTS}.playerHint`)}
            error={fieldError(errors.player?.message)}
            {...register('player')}
          />
        </div>
        <FormSubmit label={t(`${TEXTS}.run`)} submitting={isSubmitting} rootError={errors.root?.message} />
      </form>
      <div role="status" aria-live="polite">
        {done ? <p className={styles.notice}>{done}</p> : null}
      </div>
      <PlayerPlayDays />
    </section>
  );
}
