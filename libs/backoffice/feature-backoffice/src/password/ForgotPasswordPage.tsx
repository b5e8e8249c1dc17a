import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, Input } from '@nfx/ui';
import { staffForgotPasswordSchema, type StaffForgotPasswordValues } from '@nfx/validation';
import { useForgotPassword } from '../api/passwords';
import { useErrorText, useFieldErrorText } from '../common/error-text';
import { LanguageSelect } from '../layout/LanguageSelect';
import { usePageTitle } from '../layout/page-title';
import { backofficePaths } from '../paths';
import { applyPasswordError } from './password-errors';
import * as styles from '../common/backoffice.css';

/** Asks for a reset link by email; says the same whether or not a staff account has it. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const errorText = useErrorText();
  const fieldErrorText = useFieldErrorText();
  const [sent, setSent] = useState(false);
  usePageTitle(t('backoffice-password.forgot.title'));
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

  return (
    <main id="main" className={styles.page}>
      <div className={`${styles.main} ${styles.narrow}`}>
        <h1 className={styles.title}>{t('backoffice-password.forgot.title')}</h1>
        {sent ? (
          <p role="status" className={styles.notice}>
            {t('backoffice-password.forgot.sent')}
          </p>
        ) : (
          <>
            <p className={styles.muted}>{t('backoffice-password.forgot.lead')}</p>
            <form aria-label={t('backoffice-password.forgot.title')} onSubmit={submit} noValidate className={styles.dialogBody}>
              <Input
                label={t('backoffice.fields.email')}
                type="email"
                autoComplete="username"
                error={fieldErrorText(errors.email?.message)}
                {...register('email')}
              />
              {errors.root?.message ? (
                <p role="alert" className={styles.alert}>
                  {errors.root.message}
                </p>
              ) : null}
              <Button type="submit" fullWidth loading={isSubmitting}>
                {t('backoffice-password.forgot.submit')}
              </Button>
            </form>
          </>
        )}
        <p>
          <Link className={styles.link} to={backofficePaths.signIn()}>
            {t('backoffice-password.forgot.back')}
          </Link>
        </p>
        <LanguageSelect />
      </div>
    </main>
  );
}
