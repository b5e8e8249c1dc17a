import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, DialogOverlay, DialogPanel, Input } from '@nfx/ui';
import { staffScheduleSchema, type StaffScheduleOutput, type StaffScheduleValues } from '@nfx/validation';
import { type StaffCampaign, useScheduleCampaign } from '../api/marketing';
import { applyServerErrors } from '../common/form-failure';
import { useSectionErrorText } from '../common/section-error-text';
import * as styles from '../common/backoffice.css';
import { MARKETING_TEXTS, toLocalInput, toWireTime, useMarketingFieldError } from './marketing-format';

/** A campaign's start and end, on the operator's clock; an empty one is open. */
export function ScheduleDialog({ campaign, onDone, onClose }: { campaign: StaffCampaign; onDone: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const schedule = useScheduleCampaign();
  const errorText = useSectionErrorText(MARKETING_TEXTS);
  const fieldError = useMarketingFieldError();
  const titleId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<StaffScheduleValues, unknown, StaffScheduleOutput>({
    resolver: valibotResolver(staffScheduleSchema),
    defaultValues: { id: campaign.id, starts_at: toLocalInput(campaign.starts_at), ends_at: toLocalInput(campaign.ends_at) },
    criteriaMode: 'all',
  });

  const submit = handleSubmit(async (values) => {
    try {
      await schedule.mutateAsync({
        id: campaign.id,
        // Sent empty rather than left out: an empty end is how the API opens it again.
        starts_at: toWireTime(values.starts_at) ?? '',
        ends_at: toWireTime(values.ends_at) ?? '',
      });
      onDone();
      onClose();
    } catch (failure) {
      if (applyServerErrors(failure, ['starts_at', 'ends_at'], setError)) setError('root', { message: errorText(failure) });
    }
  });

  return (
    <DialogOverlay onRequestClose={onClose}>
      <DialogPanel aria-labelledby={titleId} closeLabel={t('backoffice.common.close')}>
        <form className={styles.dialogBody} onSubmit={submit} noValidate>
          <h2 id={titleId} className={styles.subtitle}>
            {t(`${MARKETING_TEXTS}.schedule.title`, { title: campaign.title })}
          </h2>
          <p>{t(`${MARKETING_TEXTS}.schedule.text`)}</p>
          <Input
            type="datetime-local"
            label={t(`${MARKETING_TEXTS}.fields.starts_at`)}
            hint={t(`${MARKETING_TEXTS}.hints.starts_at`)}
            error={fieldError(errors.starts_at?.message)}
            {...register('starts_at')}
          />
          <Input
            type="datetime-local"
            label={t(`${MARKETING_TEXTS}.fields.ends_at`)}
            hint={t(`${MARKETING_TEXTS}.hints.ends_at`)}
            error={fieldError(errors.ends_at?.message)}
            {...register('ends_at')}
          />
          {errors.root?.message ? (
            <p role="alert" className={styles.alert}>
              {errors.root.message}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button variant="secondary" onClick={onClose}>
              {t('backoffice.common.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t(`${MARKETING_TEXTS}.schedule.save`)}
            </Button>
          </div>
        </form>
      </DialogPanel>
    </DialogOverlay>
  );
}
