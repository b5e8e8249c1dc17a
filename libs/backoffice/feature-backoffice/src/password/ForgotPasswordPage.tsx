import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Input } from '@nfx/ui';
import { staffForgotPasswordSchema, type StaffForgotPasswordValues } from '@nfx/validation';
import { useForgotPassword } from '../api/passwords';
import { useErrorText, useFieldErrorText } from '../common/error-text';
import { backofficePaths } from '../paths';
import { applyPasswordError } from './password-errors';
import { StaffForm, StaffFormPage } from './StaffFormFrame';
import * as styles from '../common/backoffice.css';

/** Asks for a reset link by email; says the same whether or not a staff account has it. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const errorText = useErrorText();
  const fieldErrorText = useFieldErrorText();
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<StaffForgotPasswordValues>({ resolver: valibotResolver(staffForgotPasswordSchema), defaultValues: { email: '' } });

  const submit = handleSubmit(async (values) => {
    try {
      await forgot.mutateAsync(values);
      setSent(true);
    } catch (error) {
      applyPasswordError(error, ['email'], setError, errorText, t);
    }
  });

  const title = t('backoffice-password.forgot.title');
  return (
    <StaffFormPage title={title} link={{ to: backofficePaths.signIn(), label: t('backoffice-password.forgot.back') }}>
      {sent ? (
        <p role="status" className={styles.notice}>
          {t('backoffice-password.forgot.sent')}
        </p>
      ) : (
        <StaffForm
          aria-label={title}
          lead={t('backoffice-password.forgot.lead')}
          onSubmit={submit}
          rootError={errors.root?.message}
          submitLabel={t('backoffice-password.forgot.submit')}
          submitting={isSubmitting}
        >
          <Input
            label={t('backoffice.fields.email')}
            type="email"
            autoComplete="username"
            error={fieldErrorText(errors.email?.message)}
            {...register('email')}
          />
        </StaffForm>
      )}
    </StaffFormPage>
  );
}
