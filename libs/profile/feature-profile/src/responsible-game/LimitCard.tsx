import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import type { ProtectionLimit } from '@nfx/api-contract';
import { showToast } from '@nfx/dialogs';
import { formatMoney } from '@nfx/format';
import { useValidationText } from '@nfx/cms-config';
import { Button, Input, Select, alert, muted } from '@nfx/ui';
import { LIMIT_PERIODS, type LimitKind, type LimitPeriod, setProtectionLimitSchema } from '@nfx/validation';
import { useRemoveLimit, useSetLimit } from './api/set-limit';
import { limitValueText, whenText } from './format';
import { errorCodeOf, fieldErrorOf } from './use-error-text';
import * as styles from './ResponsibleGame.css';

interface LimitCardProps {
  kind: LimitKind;
  limit: ProtectionLimit | undefined;
  currency: string;
  /** Limits cannot change while an exclusion is in force. */
  locked: boolean;
}

/** One limit: what binds now and what is used of it, a change waiting for its cooling-off, and the form. */
export function LimitCard({ kind, limit, currency, locked }: LimitCardProps) {
  const { t } = useTranslation();
  const text = useValidationText();
  const titleId = useId();
  const [amount, setAmount] = useState('');
  const [period, setPeriod] = useState<LimitPeriod>(limit?.period ?? '7d');
  const [errors, setErrors] = useState<{ amount?: string; period?: string }>({});
  const save = useSetLimit();
  const remove = useRemoveLimit();
  const isSession = kind === 'session';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = isSession ? { kind, amount } : { kind, amount, period };
    const parsed = v.safeParse(setProtectionLimitSchema, input);
    if (!parsed.success) {
      const flat = v.flatten(parsed.issues).nested ?? {};
      setErrors({ amount: flat['amount']?.[0], period: flat['period']?.[0] });
      return;
    }
    setErrors({});
    save.mutate(
      { kind, amount, period: isSession ? undefined : period },
      {
        onSuccess: (result) => {
          setAmount('');
          showToast({
            tone: 'success',
            message: result.immediate
              ? t('responsible-game.limits.appliedNow')
              : t('responsible-game.limits.appliesLater', { when: whenText(t, result.applies_at) }),
          });
        },
        onError: (error) => setErrors({ amount: fieldErrorOf(error, 'amount'), period: fieldErrorOf(error, 'period') }),
      },
    );
  };

  const removeLimit = () =>
    remove.mutate(kind, {
      onSuccess: (result) =>
        showToast({
          tone: 'success',
          message: result
            ? t('responsible-game.limits.removalRequested', { when: whenText(t, result.applies_at) })
            : t('responsible-game.limits.appliedNow'),
        }),
    });

  const failure = save.error ?? remove.error;
  const failureCode = errorCodeOf(failure);
  const value = (amountValue: number, periodValue: string | null) => limitValueText(t, kind, amountValue, periodValue, currency);

  return (
    <article className={styles.card} aria-labelledby={titleId} data-limit={kind}>
      <h3 id={titleId} className={styles.subheading}>
        {t(`responsible-game.limits.kinds.${kind}.title`)}
      </h3>
      <p className={muted({ size: 'inherit', wrap: true })}>{t(`responsible-game.limits.kinds.${kind}.hint`)}</p>
      <p data-testid={`limit-${kind}-current`}>
        {limit?.amount != null ? value(limit.amount, limit.period) : t('responsible-game.limits.none')}
      </p>
      {limit?.amount != null && limit.available !== null && (
        <p className={muted({ size: 'inherit', wrap: true })}>
          {isSession
            ? t('responsible-game.limits.usedSession', { used: limit.used, minutes: limit.amount })
            : t('responsible-game.limits.used', {
                used: formatMoney(limit.used, currency),
                available: formatMoney(limit.available, currency),
              })}
        </p>
      )}
      {limit?.frees_at && (
        <p className={muted({ size: 'inherit', wrap: true })}>
          {t('responsible-game.limits.freesAt', { when: whenText(t, limit.frees_at) })}
        </p>
      )}
      {limit?.pending && (
        <p data-testid={`limit-${kind}-pending`}>
          {limit.pending.removal || limit.pending.amount === null
            ? t('responsible-game.limits.pendingRemoval', { when: whenText(t, limit.pending.applies_at) })
            : t('responsible-game.limits.pendingChange', {
                value: value(limit.pending.amount, limit.pending.period),
                when: whenText(t, limit.pending.applies_at),
              })}
        </p>
      )}
      {!locked && (
        <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={titleId}>
          <div className={styles.row}>
            <Input
              className={styles.grow}
              label={isSession ? t('responsible-game.limits.minutes') : t('responsible-game.limits.amount', { currency })}
              name="amount"
              inputMode="numeric"
              autoComplete="off"
              value={amount}
              error={text(errors.amount)}
              onChange={(event) => setAmount(event.target.value)}
            />
            {!isSession && (
              <Select
                className={styles.grow}
                label={t('responsible-game.limits.period')}
                name="period"
                value={period}
                error={text(errors.period)}
                onChange={(event) => setPeriod(event.target.value as LimitPeriod)}
              >
                {LIMIT_PERIODS.map((option) => (
                  <option key={option} value={option}>
                    {t(`responsible-game.periods.${option}`)}
                  </option>
                ))}
              </Select>
            )}
          </div>
          {failure && !fieldErrorOf(failure, 'amount') && !fieldErrorOf(failure, 'period') && (
            <p role="alert" className={alert({ look: 'soft' })}>
              {t(
                failureCode === 'self_excluded' || failureCode === 'time_out'
                  ? 'responsible-game.excluded.locked'
                  : 'responsible-game.failed',
              )}
            </p>
          )}
          <div className={styles.row}>
            <Button type="submit" loading={save.isPending}>
              {t('responsible-game.limits.save')}
            </Button>
            {limit?.amount != null && !limit.pending?.removal && (
              <Button type="button" variant="secondary" loading={remove.isPending} onClick={removeLimit}>
                {t('responsible-game.limits.remove')}
              </Button>
            )}
          </div>
        </form>
      )}
    </article>
  );
}
