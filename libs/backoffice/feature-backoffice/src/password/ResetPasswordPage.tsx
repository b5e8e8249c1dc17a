import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button } from '@nfx/ui';
import { staffNewPasswordSchema, type StaffNewPasswordValues } from '@nfx/validation';
import { useResetPassword } from '../api/passwords';
import { useErrorText } from '../common/error-text';
import { LanguageSelect } from '../layout/LanguageSelect';
import { usePageTitle } from '../layout/page-title';
import { backofficePaths } from '../paths';
import { NewPasswordFields } from './NewPasswordFields';
import { applyPasswordError } from './password-errors';
import * as styles from '../common/backoffice.css';

/** The mailed link's page: a new password twice; then sign-in, which still asks for the authenticator's code. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const reset = useResetPassword();
  const errorText = useErrorText();
  usePageTitle(t('backoffice-password.reset.title'));
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

  return (
    <main id="main" className={styles.page}>
      <div className={`${styles.main} ${styles.narrow}`}>
        <h1 className={styles.title}>{t('backoffice-password.reset.title')}</h1>
        {!code ? (
          <p role="alert" className={styles.alert}>
            {t('backoffice-password.errors.staff_reset_invalid')}
          </p>
        ) : (
          <>
            <p className={styles.muted}>{t('backoffice-password.reset.lead')}</p>
            <form aria-label={t('backoffice-password.reset.title')} onSubmit={submit} noValidate className={styles.dialogBody}>
              <NewPasswordFields register={register} errors={errors} />
              {errors.root?.message ? (
                <p role="alert" className={styles.alert}>
                  {errors.root.message}
                </p>
              ) : null}
              <Button type="submit" fullWidth loading={isSubmitting}>
                {t('backoffice-password.reset.submit')}
              </Button>
            </form>
          </>
        )}
        <p>
          <Link className={styles.link} to={backofficePaths.forgotPassword()}>
            {t('backoffice-password.reset.askAgain')}
          </Link>
        </p>
        <LanguageSelect />
      </div>
    </main>
  );
}
