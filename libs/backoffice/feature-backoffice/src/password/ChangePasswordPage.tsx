import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, Input } from '@nfx/ui';
import { staffChangePasswordSchema, type StaffChangePasswordValues } from '@nfx/validation';
import { useChangePassword } from '../api/passwords';
import { useErrorText, useFieldErrorText } from '../common/error-text';
import { usePageTitle } from '../layout/page-title';
import { NewPasswordFields } from './NewPasswordFields';
import { applyPasswordError } from './password-errors';
import * as styles from '../common/backoffice.css';

const FIELDS = ['currentPassword', 'password', 'passwordConfirmation'] as const;

/** The signed-in member's own password: the current one, then the new one twice; other sessions end. */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const errorText = useErrorText();
  const fieldErrorText = useFieldErrorText();
  const [done, setDone] = useState(false);
  usePageTitle(t('backoffice-password.change.title'));
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<StaffChangePasswordValues>({
    resolver: valibotResolver(staffChangePasswordSchema),
    defaultValues: { currentPassword: '', password: '', passwordConfirmation: '' },
  });

  const submit = handleSubmit(async (values) => {
    setDone(false);
    try {
      await change.mutateAsync(values);
      reset();
      setDone(true);
    } catch (error) {
      applyPasswordError(error, FIELDS, setError, errorText, t);
    }
  });

  return (
    <section aria-labelledby="change-password-title" className={styles.narrow}>
      <h1 id="change-password-title" className={styles.title}>
        {t('backoffice-password.change.title')}
      </h1>
      <p className={styles.muted}>{t('backoffice-password.change.lead')}</p>
      {done ? (
        <p role="status" className={styles.notice}>
          {t('backoffice-password.change.done')}
        </p>
      ) : null}
      <form aria-labelledby="change-password-title" onSubmit={submit} noValidate className={styles.dialogBody}>
        <Input
          label={t('backoffice-password.fields.currentPassword')}
          type="password"
          autoComplete="current-password"
          showPasswordLabel={t('backoffice.fields.showPassword')}
          hidePasswordLabel={t('backoffice.fields.hidePassword')}
          error={fieldErrorText(errors.currentPassword?.message)}
          {...register('currentPassword')}
        />
        <NewPasswordFields register={register} errors={errors} />
        {errors.root?.message ? (
          <p role="alert" className={styles.alert}>
            {errors.root.message}
          </p>
        ) : null}
        <Button type="submit" loading={isSubmitting}>
          {t('backoffice-password.change.submit')}
        </Button>
      </form>
    </section>
  );
}
