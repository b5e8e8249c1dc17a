import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { Select, Textarea } from '@nfx/ui';
import { emptyAsUndefined, messageKeys, STAFF_REASON_MAX_LENGTH, staffReasonRule } from '@nfx/validation';
import { KYC_REJECT_REASONS, type StaffKycApplicant } from '../api/kyc';
import { useFieldErrorText } from '../common/error-text';
import { applyServerErrors } from '../common/form-failure';
import { FormDialog } from '../common/FormDialog';
import { useSectionErrorText } from '../common/section-error-text';

type RejectReason = (typeof KYC_REJECT_REASONS)[number];
const isRejectReason = (value: string): value is RejectReason => (KYC_REJECT_REASONS as readonly string[]).includes(value);

/**
 * The call's own rules (`staff.rejectKyc`): a reason from the list (the select starts empty, so
 * nothing is sent by accident), and a comment of at most 500 characters if any.
 */
const rejectSchema = v.object({
  reason: v.pipe(
    v.string(),
    v.check(isRejectReason, messageKeys.required),
    v.transform((value) => value as RejectReason),
  ),
  comment: emptyAsUndefined(staffReasonRule()),
});
type RejectValues = v.InferInput<typeof rejectSchema>;

export interface RejectKycDialogProps {
  applicant: StaffKycApplicant;
  /** Sends the decision; a rejection by the server is shown in the dialog, which stays open. */
  onSubmit: (values: { reason: RejectReason; comment?: string }) => Promise<unknown>;
  onClose: () => void;
}

/** Rejects a verification: the reason the player is told (no default: it is chosen), and an optional comment for colleagues. */
export function RejectKycDialog({ applicant, onSubmit, onClose }: RejectKycDialogProps) {
  const { t } = useTranslation();
  const errorText = useSectionErrorText('backoffice-kyc');
  const fieldErrorText = useFieldErrorText();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RejectValues, unknown, v.InferOutput<typeof rejectSchema>>({
    resolver: valibotResolver(rejectSchema),
    defaultValues: { reason: '', comment: '' },
  });

  const submit = handleSubmit(async ({ reason, comment }) => {
    try {
      await onSubmit({ reason, ...(comment ? { comment } : {}) });
      onClose();
    } catch (error) {
      if (applyServerErrors(error, ['reason', 'comment'], setError)) setError('root', { message: errorText(error) });
    }
  });

  return (
    <FormDialog
      title={t('backoffice-kyc.rejectTitle', { login: applicant.login })}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={t('backoffice-kyc.reject')}
      submitting={isSubmitting}
      rootError={errors.root?.message}
    >
      <p>{t('backoffice-kyc.rejectText')}</p>
      <Select label={t('backoffice-kyc.reason')} error={fieldErrorText(errors.reason?.message)} {...register('reason')}>
        <option value="">{t('backoffice-kyc.chooseReason')}</option>
        {KYC_REJECT_REASONS.map((reason) => (
          <option key={reason} value={reason}>
            {t(`backoffice-kyc.reasons.${reason}`)}
          </option>
        ))}
      </Select>
      <Textarea
        label={t('backoffice-kyc.comment')}
        hint={t('backoffice-kyc.commentHint', { max: STAFF_REASON_MAX_LENGTH })}
        error={fieldErrorText(errors.comment?.message)}
        maxLength={STAFF_REASON_MAX_LENGTH}
        rows={3}
        {...register('comment')}
      />
    </FormDialog>
  );
}
