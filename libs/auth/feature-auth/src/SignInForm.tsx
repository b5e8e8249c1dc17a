import { type FormEvent, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { refreshSession } from '@nfx/session';
import { Button, Input } from '@nfx/ui';
import { login } from './api/login';
import * as styles from './AuthForms.css';

/** Login and password; a wrong pair shows the translated wrong-enter alert (spec §8). */
export function SignInForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ login: '', password: '' });
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: async () => {
      await refreshSession(queryClient);
      onDone?.();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate(values);
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="sign-in-title">
      <h2 id="sign-in-title" className={styles.title}>
        {t('auth.signIn.title')}
      </h2>
      {mutation.isError && (
        <p role="alert" className={styles.alert}>
          {t('auth.signIn.wrongEnter')}
        </p>
      )}
      <Input label={t('auth.fields.login')} name="login" autoComplete="username" required value={values.login} onChange={(event) => setValues({ ...values, login: event.target.value })} />
      <Input
        label={t('auth.fields.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        showPasswordLabel={t('common.showPassword')}
        hidePasswordLabel={t('common.hidePassword')}
        value={values.password}
        onChange={(event) => setValues({ ...values, password: event.target.value })}
      />
      <Button type="submit" fullWidth loading={mutation.isPending}>
        {t('common.signIn')}
      </Button>
    </form>
  );
}
