import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { Textarea } from '@nfx/ui';
import { STAFF_REASON_MAX_LENGTH, staffReasonRule } from '@nfx/validation';
import { applyServerErrors } from './form-failure';
import { useErrorText, useFieldErrorText } from './error-text';
import { FormDialog } from './FormDialog';

const reasonSchema = v.object({ reason: staffReasonRule() });
type ReasonValues = v.InferInput<typeof reasonSchema>;

export interface ReasonDialogProps {
  title: string;
  /** What the action does, read before the reason. */
  description?: string;
  submitLabel: string;
  /** Sends the reason; a rejection is shown in the dialog, which stays open. */
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** An action that needs a reason for the audit log: a modal form, Esc or the close button cancel. */
export function ReasonDialog({ title, description, submitLabel, onSubmit, onClose }: ReasonDialogProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const fieldErrorText = useFieldErrorText();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReasonValues>({ resolver: valibotResolver(reasonSchema), defaultValues: { reason: '' } });

  const submit = handleSubmit(async ({ reason }) => {
    try {
      await onSubmit(reason);
      onClose();
    } catch (error) {
      if (applyServerErrors(error, ['reason'], setError)) setError('root', { message: errorText(error) });
    }
  });

  return (
    <FormDialog
      title={title}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={submitLabel}
      submitting={isSubmitting}
      rootError={errors.root?.message}
    >
      {description ? <p>{description}</p> : null}
      <Textarea
        label={t('backoffice.common.reason')}
        hint={t('backoffice.common.reasonHint', { max: STAFF_REASON_MAX_LENGTH })}
        error={fieldErrorText(errors.reason?.message)}
        maxLength={STAFF_REASON_MAX_LENGTH}
        rows={4}
        {...register('reason')}
      />
    </FormDialog>
  );
}
