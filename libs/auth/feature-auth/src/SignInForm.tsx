import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountInfo } from '@nfx/session';
import { useValidationText } from '@nfx/cms-config';
import { Button, Input, alert, heading } from '@nfx/ui';
import { authAnalytics } from './analytics/auth-analytics';
import { useLogin } from './api/login';
import { errorCodeOf } from './flow/error-code';
import { isTwoFactorChallenge, resendSecondsOf } from './flow/two-factor';
import { loginRule, passwordRule } from '@nfx/validation';
import * as v from 'valibot';
import * as styles from './AuthForms.css';

export interface TwoFactorChallenge {
  login: string;
  password: string;
  resendSeconds: number | null;
}

export interface SignInFormProps {
  onSignedIn: (account: AccountInfo) => void | Promise<void>;
  onTwoFactor: (challenge: TwoFactorChallenge) => void;
  onForgotPassword: () => void;
  onSwitchToRegister?: () => void;
  social?: React.ReactNode;
}

const firstIssue = (schema: v.GenericSchema, value: string) => {
  const result = v.safeParse(schema, value);
  return result.success ? undefined : result.issues[0]?.message;
};

/** Login, password with show/hide, forgot link, wrong-enter alert and the social block (§2). */
export function SignInForm({ onSignedIn, onTwoFactor, onForgotPassword, onSwitchToRegister, social }: SignInFormProps) {
  const { t } = useTranslation();
  const text = useValidationText();
  const titleId = useId();
  const [values, setValues] = useState({ login: '', password: '' });
  const [errors, setErrors] = useState<{ login?: string; password?: string }>({});
  const mutation = useLogin();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { login: firstIssue(loginRule(), values.login), password: firstIssue(passwordRule(), values.password) };
    setErrors(found);
    if (found.login || found.password) {
      document.getElementById(found.login ? 'sign-in-login' : 'sign-in-password')?.focus();
      return;
    }
    mutation.mutate(values, {
      onSuccess: (account) => onSignedIn(account),
      onError: (error) => {
        if (isTwoFactorChallenge(error)) {
          onTwoFactor({ login: values.login, password: values.password, resendSeconds: resendSecondsOf(error) });
          return;
        }
        authAnalytics().error(errorCodeOf(error), 'login');
      },
    });
  };

  const wrongEnter = mutation.isError && !isTwoFactorChallenge(mutation.error);
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId} className={heading({ weight: 'bold' })}>
        {t('auth.signIn.title')}
      </h2>
      {wrongEnter && (
        <p role="alert" className={alert({ look: 'soft', icon: true })}>
          {t('auth.signIn.wrongEnter')}
        </p>
      )}
      <Input
        id="sign-in-login"
        label={t('auth.fields.login')}
        name="login"
        autoComplete="username"
        required
        error={text(errors.login)}
        value={values.login}
        onChange={(event) => setValues({ ...values, login: event.target.value })}
      />
      <Input
        id="sign-in-password"
        label={t('auth.fields.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={text(errors.password)}
        showPasswordLabel={t('common.showPassword')}
        hidePasswordLabel={t('common.hidePassword')}
        value={values.password}
        onChange={(event) => setValues({ ...values, password: event.target.value })}
      />
      <button type="button" className={styles.linkButton} onClick={onForgotPassword}>
        {t('auth.signIn.forgotPassword')}
      </button>
      <Button type="submit" fullWidth loading={mutation.isPending}>
        {t('common.signIn')}
      </Button>
      {onSwitchToRegister && (
        <div className={styles.switcher}>
          <span>{t('auth.signIn.noAccount')}</span>
          <button type="button" className={styles.linkButton} onClick={onSwitchToRegister}>
            {t('common.register')}
          </button>
        </div>
      )}
      {social}
    </form>
  );
}
