import { useCallback, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Input, Textarea } from '@nfx/ui';
import {
  decodeMessage,
  minorUnitsToDecimal,
  parseRefundAmount,
  STAFF_REASON_MAX_LENGTH,
  staffRefundFormSchema,
  type StaffRefundFormValues,
} from '@nfx/validation';
import type { StaffRefundDeposit } from '../api/refunds';
import { useFieldErrorText } from '../common/error-text';
import { formatAmount } from '../common/format';
import { FormDialog } from '../common/FormDialog';
import { applyServerErrors } from '../common/form-failure';
import { useSectionErrorText } from '../common/section-error-text';

/** The amount rule's messages in the refund's own words; anything else is the site's common text. */
const AMOUNT_MESSAGES: Record<string, string> = {
  'validation.wrongField': 'backoffice-refunds.amountErrors.format',
  'validation.minValue': 'backoffice-refunds.amountErrors.zero',
  'validation.maxValue': 'backoffice-refunds.amountErrors.tooMuch',
};

export interface RefundDialogProps {
  deposit: StaffRefundDeposit;
  /** Sends the amount (a decimal string, "12.50") and the reason; a rejection is shown in the dialog, which stays open. */
  onSubmit: (values: { amount: string; reason: string }) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Refunds a deposit: all that is left (the field's default) or a part, with a reason for the audit
 * log. The form checks the amount against what the list said is left; the server checks it again
 * against the deposit itself and names the field when another refund got there first.
 */
export function RefundDialog({ deposit, onSubmit, onClose }: RefundDialogProps) {
  const { t, i18n } = useTranslation();
  const errorText = useSectionErrorText('backoffice-refunds');
  const fieldErrorText = useFieldErrorText();
  const leftMinor = parseRefundAmount(deposit.left);
  const schema = useMemo(() => staffRefundFormSchema(leftMinor), [leftMinor]);
  const money = useCallback((amount: string) => formatAmount(amount, deposit.currency, i18n.language), [deposit.currency, i18n.language]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<StaffRefundFormValues>({ resolver: valibotResolver(schema), defaultValues: { amount: deposit.left, reason: '' } });

  const amountError = (message: string | undefined) => {
    if (!message) return undefined;
    const { key, params } = decodeMessage(message);
    const own = AMOUNT_MESSAGES[key];
    return own ? t(own, { max: params['max'] ? money(params['max']) : '' }) : fieldErrorText(message);
  };

  const submit = handleSubmit(async ({ amount, reason }) => {
    try {
      // "12,5" as typed goes on the wire as "12.50": the rule above accepted its shape.
      await onSubmit({ amount: minorUnitsToDecimal(parseRefundAmount(amount)), reason });
      onClose();
    } catch (error) {
      if (applyServerErrors(error, ['amount', 'reason'], setError)) setError('root', { message: errorText(error) });
    }
  });

  return (
    <FormDialog
      title={t('backoffice-refunds.dialog.title', { id: deposit.id })}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={t('backoffice-refunds.dialog.submit')}
      submitting={isSubmitting}
      rootError={errors.root?.message}
    >
      <p>
        {t('backoffice-refunds.dialog.text', {
          amount: money(deposit.amount),
          login: deposit.login,
          refunded: money(deposit.refunded),
          left: money(deposit.left),
        })}
      </p>
      <Input
        label={t('backoffice-refunds.dialog.amount', { currency: deposit.currency })}
        hint={t('backoffice-refunds.dialog.amountHint', { left: money(deposit.left) })}
        error={amountError(errors.amount?.message)}
        inputMode="decimal"
        autoComplete="off"
        maxLength={20}
        {...register('amount')}
      />
      <Textarea
        label={t('backoffice.common.reason')}
        hint={t('backoffice.common.reasonHint', { max: STAFF_REASON_MAX_LENGTH })}
        error={fieldErrorText(errors.reason?.message)}
        maxLength={STAFF_REASON_MAX_LENGTH}
        rows={3}
        {...register('reason')}
      />
    </FormDialog>
  );
}
