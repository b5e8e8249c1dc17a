import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import { useValidationText } from '@nfx/cms-config';
import { Button, Input, alert, muted, heading } from '@nfx/ui';
import { changePasswordSchema } from '@nfx/validation';
import { useChangePassword } from '../api/security-calls';
import { useErrorText } from '../common/error-text';
import { applyServerErrors } from '../common/server-errors';
import { toastSuccess } from '../common/toast';
import * as styles from '../common/profile.css';

interface PasswordValues {
  old_password: string;
  new_password: string;
  new_password_repeat: string;
}
const FIELDS = ['old_password', 'new_password', 'new_password_repeat'] as const;

/** A new password; the server signs out every other session of the player. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const text = useValidationText();
  const errorText = useErrorText();
  const change = useChangePassword();
  const [notice, setNotice] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, reset } = useForm<PasswordValues>({
    defaultValues: { old_password: '', new_password: '', new_password_repeat: '' },
    resolver: valibotResolver(changePasswordSchema) as never,
  });
  const submit = handleSubmit((values) => {
    setNotice(null);
    change.mutate(values, {
      onSuccess: () => {
        reset();
        toastSuccess('password', t('profile.security.passwordChanged'));
      },
      onError: (error) => {
        if (!applyServerErrors(error, FIELDS, setError)) setNotice(errorText(error));
      },
    });
  });
  const passwordProps = {
    type: 'password',
    showPasswordLabel: t('common.showPassword'),
    hidePasswordLabel: t('common.hidePassword'),
  } as const;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="profile-password-title">
      <h2 id="profile-password-title" className={heading({ weight: 'bold' })}>
        {t('profile.security.passwordTitle')}
      </h2>
      <p className={muted({ size: 'inherit' })}>{t('profile.security.passwordLead')}</p>
      {notice && (
        <p role="alert" className={alert({ look: 'soft' })}>
          {notice}
        </p>
      )}
      <Input
        {...passwordProps}
        label={t('profile.security.oldPassword')}
        autoComplete="current-password"
        required
        error={text(formState.errors.old_password?.message)}
        {...register('old_password')}
      />
      <Input
        {...passwordProps}
        label={t('profile.security.newPassword')}
        autoComplete="new-password"
        required
        error={text(formState.errors.new_password?.message)}
        {...register('new_password')}
      />
      <Input
        {...passwordProps}
        label={t('profile.security.repeatPassword')}
        autoComplete="new-password"
        required
        error={text(formState.errors.new_password_repeat?.message)}
        {...register('new_password_repeat')}
      />
      <Button type="submit" loading={change.isPending}>
        {t('profile.security.changePassword')}
      </Button>
    </form>
  );
}
