import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Input } from '@nfx/ui';
import { PASSWORD_MAX_LENGTH, STAFF_PASSWORD_MIN_LENGTH } from '@nfx/validation';
import { useFieldErrorText } from '../common/error-text';

interface NewPasswordValues {
  password: string;
  passwordConfirmation: string;
}

/** The new password and its repeat, with the staff rule as the hint. */
export function NewPasswordFields<T extends NewPasswordValues>({
  register,
  errors,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  const { t } = useTranslation();
  const fieldErrorText = useFieldErrorText();
  // The form's values hold these two fields; react-hook-form types paths per form, so they are named here once.
  const field = register as unknown as UseFormRegister<NewPasswordValues>;
  const fieldErrors = errors as FieldErrors<NewPasswordValues>;
  return (
    <>
      <Input
        label={t('backoffice.fields.newPassword')}
        hint={t('backoffice.enrol.passwordHint', { min: STAFF_PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
        type="password"
        autoComplete="new-password"
        showPasswordLabel={t('backoffice.fields.showPassword')}
        hidePasswordLabel={t('backoffice.fields.hidePassword')}
        error={fieldErrorText(fieldErrors.password?.message)}
        {...field('password')}
      />
      <Input
        label={t('backoffice-password.fields.passwordConfirmation')}
        type="password"
        autoComplete="new-password"
        showPasswordLabel={t('backoffice.fields.showPassword')}
        hidePasswordLabel={t('backoffice.fields.hidePassword')}
        error={fieldErrorText(fieldErrors.passwordConfirmation?.message)}
        {...field('passwordConfirmation')}
      />
    </>
  );
}
