import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { staffNewPasswordSchema, type StaffNewPasswordValues } from '@nfx/validation';
import { useResetPassword } from '../api/passwords';
import { useErrorText } from '../common/error-text';
import { backofficePaths } from '../paths';
import { NewPasswordFields } from './NewPasswordFields';
import { applyPasswordError } from './password-errors';
import { StaffForm, StaffFormPage } from './StaffFormFrame';
import * as styles from '../common/backoffice.css';

/** The mailed link's page: a new password twice; then sign-in, which still asks for the authenticator's code. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const reset = useResetPassword();
  const errorText = useErrorText();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<StaffNewPasswordValues>({
    resolver: valibotResolver(staffNewPasswordSchema),
    defaultValues: { password: '', passwordConfirmation: '' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await reset.mutateAsync({ code, ...values });
      navigate(backofficePaths.signIn(undefined, 'password-reset'), { replace: true });
    } catch (error) {
      applyPasswordError(error, ['password', 'passwordConfirmation'], setError, errorText, t);
    }
  });

  const title = t('backoffice-password.reset.title');
  return (
    <StaffFormPage title={title} link={{ to: backofficePaths.forgotPassword(), label: t('backoffice-password.reset.askAgain') }}>
      {!code ? (
        <p role="alert" className={styles.alert}>
          {t('backoffice-password.errors.staff_reset_invalid')}
        </p>
      ) : (
        <StaffForm
          aria-label={title}
          lead={t('backoffice-password.reset.lead')}
          onSubmit={submit}
          rootError={errors.root?.message}
          submitLabel={t('backoffice-password.reset.submit')}
          submitting={isSubmitting}
        >
          <NewPasswordFields register={register} errors={errors} />
        </StaffForm>
      )}
    </StaffFormPage>
  );
}
