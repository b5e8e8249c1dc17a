import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, DialogOverlay, DialogPanel, Input, Spinner, Textarea } from '@nfx/ui';
import {
  MAINTENANCE_RETRY_AFTER_MAX_SECONDS,
  MAINTENANCE_RETRY_AFTER_MIN_SECONDS,
  STAFF_REASON_MAX_LENGTH,
  type StaffMaintenanceFormOutput,
  type StaffMaintenanceFormValues,
  staffMaintenanceFormSchema,
} from '@nfx/validation';
import { type MaintenanceState, useMaintenance, useSetMaintenance } from '../api/settings';
import { useErrorText, useFieldErrorText } from '../common/error-text';
import { applyServerErrors } from '../common/form-failure';
import { QueryError } from '../common/QueryError';
import * as styles from '../common/backoffice.css';
import * as own from './settings.css';

type Outcome = { tone: 'ok' | 'error'; text: string } | null;

/** The maintenance switch: the site's state, and a form that changes it (switching on asks first). */
export function MaintenancePanel() {
  const { t } = useTranslation();
  const state = useMaintenance();
  return (
    <section aria-labelledby="maintenance-title" className={own.panel}>
      <h2 id="maintenance-title" className={styles.subtitle}>
        {t('backoffice-settings.maintenance.title')}
      </h2>
      {state.isPending ? (
        <Spinner size="md" label={t('backoffice.common.loading')} />
      ) : state.isError ? (
        <QueryError error={state.error} onRetry={() => void state.refetch()} />
      ) : (
        <MaintenanceForm state={state.data} />
      )}
    </section>
  );
}

function MaintenanceForm({ state }: { state: MaintenanceState }) {
  const { t } = useTranslation();
  const change = useSetMaintenance();
  const errorText = useErrorText();
  const fieldErrorText = useFieldErrorText();
  const [confirming, setConfirming] = useState<StaffMaintenanceFormOutput | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<StaffMaintenanceFormValues, unknown, StaffMaintenanceFormOutput>({
    resolver: valibotResolver(staffMaintenanceFormSchema),
    defaultValues: { retry_after_seconds: String(state.retry_after_seconds), reason: '' },
  });

  const send = async (enabled: boolean, values: StaffMaintenanceFormOutput) => {
    setOutcome(null);
    try {
      // Switching off keeps the stored Retry-After: the field is not on screen then.
      const retryAfter = enabled ? values.retry_after_seconds : state.retry_after_seconds;
      const after = await change.mutateAsync({ enabled: enabled ? 1 : 0, retry_after_seconds: retryAfter, reason: values.reason });
      resetField('reason');
      const done = after.enabled ? (enabled ? 'switchedOn' : 'stillForced') : 'switchedOff';
      setOutcome({ tone: 'ok', text: t(`backoffice-settings.maintenance.${done}`) });
    } catch (error) {
      if (applyServerErrors(error, ['retry_after_seconds', 'reason'], setError)) setOutcome({ tone: 'error', text: errorText(error) });
    }
  };

  // Taking the site down is asked about first; opening it again is not.
  const submit = handleSubmit((values) => (state.enabled ? send(false, values) : setConfirming(values)));
  const locked = state.forced_by_setting;

  return (
    <>
      <p className={`${own.state} ${state.enabled ? own.stateDown : ''}`} data-testid="maintenance-state">
        {t(state.enabled ? 'backoffice-settings.maintenance.on' : 'backoffice-settings.maintenance.off')}
        {state.enabled ? ` ${t('backoffice-settings.maintenance.retryAfterNow', { seconds: state.retry_after_seconds })}` : null}
      </p>
      {locked ? (
        <p id="maintenance-forced" className={styles.alert}>
          {t('backoffice-settings.maintenance.forced')}
        </p>
      ) : null}
      <div aria-live="polite" role="status">
        {outcome?.tone === 'ok' ? <p className={styles.notice}>{outcome.text}</p> : null}
      </div>
      {outcome?.tone === 'error' ? (
        <p role="alert" className={styles.alert}>
          {outcome.text}
        </p>
      ) : null}
      <form className={own.form} onSubmit={submit} noValidate aria-describedby={locked ? 'maintenance-forced' : undefined}>
        {state.enabled ? null : (
          <Input
            label={t('backoffice-settings.maintenance.retryAfter')}
            hint={t('backoffice-settings.maintenance.retryAfterHint', {
              min: MAINTENANCE_RETRY_AFTER_MIN_SECONDS,
              max: MAINTENANCE_RETRY_AFTER_MAX_SECONDS,
            })}
            inputMode="numeric"
            autoComplete="off"
            disabled={locked}
            error={fieldErrorText(errors.retry_after_seconds?.message)}
            {...register('retry_after_seconds')}
          />
        )}
        <Textarea
          label={t('backoffice.common.reason')}
          hint={t('backoffice.common.reasonHint', { max: STAFF_REASON_MAX_LENGTH })}
          maxLength={STAFF_REASON_MAX_LENGTH}
          rows={3}
          disabled={locked}
          error={fieldErrorText(errors.reason?.message)}
          {...register('reason')}
        />
        <div>
          <Button type="submit" variant={state.enabled ? 'primary' : 'danger'} disabled={locked} loading={isSubmitting && !confirming}>
            {t(state.enabled ? 'backoffice-settings.maintenance.switchOff' : 'backoffice-settings.maintenance.switchOn')}
          </Button>
        </div>
      </form>
      {confirming ? (
        <ConfirmDialog
          values={confirming}
          onCancel={() => setConfirming(null)}
          onConfirm={async () => {
            await send(true, confirming);
            setConfirming(null);
          }}
        />
      ) : null}
    </>
  );
}

/** The last look before players lose the site: what happens, for how long, and why (as typed). */
function ConfirmDialog(props: { values: StaffMaintenanceFormOutput; onCancel: () => void; onConfirm: () => Promise<void> }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await props.onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <DialogOverlay onRequestClose={props.onCancel} closable={!busy}>
      <DialogPanel aria-labelledby={titleId} closeLabel={t('backoffice.common.close')}>
        <div className={styles.dialogBody}>
          <h2 id={titleId} className={styles.subtitle}>
            {t('backoffice-settings.maintenance.confirmTitle')}
          </h2>
          <p>{t('backoffice-settings.maintenance.confirmText')}</p>
          <p className={own.summary}>
            {t('backoffice-settings.maintenance.confirmSummary', {
              seconds: props.values.retry_after_seconds,
              reason: props.values.reason,
            })}
          </p>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={props.onCancel} disabled={busy}>
              {t('backoffice.common.cancel')}
            </Button>
            <Button variant="danger" loading={busy} onClick={() => void confirm()}>
              {t('backoffice-settings.maintenance.confirm')}
            </Button>
          </div>
        </div>
      </DialogPanel>
    </DialogOverlay>
  );
}
