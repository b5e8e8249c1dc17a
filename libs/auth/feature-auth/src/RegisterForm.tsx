import { type FormEvent, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { refreshSession } from '@nfx/session';
import { Button, Checkbox, Input } from '@nfx/ui';
import { register } from './api/register';
import { fieldErrorText, firstFieldErrors } from './field-errors';
import * as styles from './AuthForms.css';

/** The email registration form; the full CMS-driven form comes with the auth issue. */
export function RegisterForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ email: '', password: '', terms: false });
  const mutation = useMutation({
    mutationFn: () => register({ ...values, currency: 'USD' }),
    onSuccess: async () => {
      await refreshSession(queryClient);
      onDone?.();
    },
  });
  const fieldErrors = firstFieldErrors(mutation.error) ?? {};
  const errorText = (field: string) => fieldErrorText(t, fieldErrors[field]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate();
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="register-title">
      <h2 id="register-title" className={styles.title}>
        {t('auth.register.title')}
      </h2>
      {mutation.isError && !firstFieldErrors(mutation.error) && (
        <p role="alert" className={styles.alert}>
          {t('auth.register.serverError')}
        </p>
      )}
      <Input label={t('auth.fields.email')} name="email" type="email" autoComplete="email" required error={errorText('email')} value={values.email} onChange={(event) => setValues({ ...values, email: event.target.value })} />
      <Input
        label={t('auth.fields.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        error={errorText('password')}
        showPasswordLabel={t('common.showPassword')}
        hidePasswordLabel={t('common.hidePassword')}
        value={values.password}
        onChange={(event) => setValues({ ...values, password: event.target.value })}
      />
      <Checkbox label={t('auth.register.terms')} name="terms" checked={values.terms} error={errorText('terms')} onChange={(event) => setValues({ ...values, terms: event.target.checked })} />
      <Button type="submit" fullWidth loading={mutation.isPending}>
        {t('common.register')}
      </Button>
    </form>
  );
}
