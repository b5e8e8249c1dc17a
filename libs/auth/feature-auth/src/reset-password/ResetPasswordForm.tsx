import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@nfx/errors';
import { useValidationText } from '@nfx/cms-config';
import { Button, Input, alert, muted } from '@nfx/ui';
import { mapServerErrors } from '@nfx/validation';
import { authAnalytics } from '../analytics/auth-analytics';
import { useResetPassword } from '../api/reset-password';
import { errorCodeOf } from '../flow/error-code';
import { resetPasswordFormSchema, type ResetPasswordFormValues } from './reset-password-form';
import * as styles from '../AuthForms.css';

const FORM_FIELDS = ['password', 'password_repeat'] as const;

export interface ResetPasswordFormProps {
  token: string;
  /** The id of the page heading, which names the form. */
  labelledBy: string;
  onDone: () => void;
  /** The server refused the token: used, expired or never issued. */
  onInvalidLink: () => void;
}

/** The new password twice, checked with the rules the API applies to auth.resetPassword. */
export function ResetPasswordForm({ token, labelledBy, onDone, onInvalidLink }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const text = useValidationText();
  const mutation = useResetPassword();
  const [generalError, setGeneralError] = useState(false);
  const { register, handleSubmit, formState, setError } = useForm<ResetPasswordFormValues>({
    resolver: valibotResolver(resetPasswordFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { password: '', password_repeat: '' },
  });

  const submit = handleSubmit((values) => {
    setGeneralError(false);
    mutation.mutate(
      { token, password: values.password, password_repeat: values.password_repeat },
      {
        onSuccess: onDone,
        onError: (error) => {
          authAnalytics().error(errorCodeOf(error), 'resetPassword');
          const reported = isApiError(error) ? error.invalidParameters : undefined;
          if (reported?.['token']) {
            onInvalidLink();
            return;
          }
          const mapped = mapServerErrors(reported, FORM_FIELDS);
          const names = Object.keys(mapped.fields) as Array<(typeof FORM_FIELDS)[number]>;
          names.forEach((name, index) => setError(name, { type: 'server', message: mapped.fields[name] }, { shouldFocus: index === 0 }));
          if (names.length === 0 || mapped.unmatched.length > 0) setGeneralError(true);
        },
      },
    );
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={labelledBy} aria-busy={mutation.isPending}>
      <p className={muted({ size: 'inherit' })}>{t('auth.resetPassword.description')}</p>
      {generalError && (
        <p role="alert" className={alert({ look: 'soft', icon: true })}>
          <span aria-hidden="true">⚠</span>
          {t('auth.resetPassword.failed')}
        </p>
      )}
      <Input
        label={t('auth.resetPassword.newPassword')}
        type="password"
        autoComplete="new-password"
        required
        error={text(formState.errors.password?.message)}
        showPasswordLabel={t('common.showPassword')}
        hidePasswordLabel={t('common.hidePassword')}
        {...register('password')}
      />
      <Input
        label={t('auth.resetPassword.repeatPassword')}
        type="password"
        autoComplete="new-password"
        required
        error={text(formState.errors.password_repeat?.message)}
        showPasswordLabel={t('common.showPassword')}
        hidePasswordLabel={t('common.hidePassword')}
        {...register('password_repeat')}
      />
      <Button type="submit" fullWidth loading={mutation.isPending}>
        {t('auth.resetPassword.submit')}
      </Button>
    </form>
  );
}
