import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import type { AccountInfo } from '@nfx/session';
import { Button, Input, alert, heading, muted } from '@nfx/ui';
import { twoFactorCodeRule } from '@nfx/validation';
import { authAnalytics } from './analytics/auth-analytics';
import { useLogin } from './api/login';
import { errorCodeOf } from './flow/error-code';
import { isTwoFactorChallenge, resendSecondsOf, twoFactorMessageKey } from './flow/two-factor';
import { useCountdown } from './flow/use-countdown';
import type { TwoFactorChallenge } from './SignInForm';
import * as styles from './AuthForms.css';

export interface TwoFactorFormProps {
  challenge: TwoFactorChallenge;
  onSignedIn: (account: AccountInfo) => void | Promise<void>;
  onBack: () => void;
}

/** The code step of a two-factor sign-in with the resend timer and the §8 messages. */
export function TwoFactorForm({ challenge, onSignedIn, onBack }: TwoFactorFormProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [seconds, setSeconds] = useCountdown(challenge.resendSeconds);
  const mutation = useLogin();

  const handleError = (error: unknown) => {
    const resend = resendSecondsOf(error);
    if (resend !== null) setSeconds(resend);
    setMessage(t(twoFactorMessageKey(error), { seconds: resend ?? 0 }));
    if (!isTwoFactorChallenge(error)) authAnalytics().error(errorCodeOf(error), 'twofa');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(twoFactorCodeRule(), code);
    if (!parsed.success) {
      setMessage(t('auth.twofa.messages.codeDigits'));
      return;
    }
    setMessage(null);
    mutation.mutate(
      { login: challenge.login, password: challenge.password, code: parsed.output },
      { onSuccess: (account) => onSignedIn(account), onError: handleError },
    );
  };

  const resend = () => {
    setMessage(null);
    mutation.mutate(
      { login: challenge.login, password: challenge.password },
      { onSuccess: (account) => onSignedIn(account), onError: handleError },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId} className={heading({ weight: 'bold' })}>
        {t('auth.twofa.title')}
      </h2>
      <p className={muted({ size: 'inherit' })}>{t('auth.twofa.description')}</p>
      {message && (
        <p role="alert" className={alert({ look: 'soft', icon: true })}>
          {message}
        </p>
      )}
      <Input
        label={t('auth.twofa.code')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        autoFocus
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
      />
      <Button type="submit" fullWidth loading={mutation.isPending}>
        {t('auth.twofa.submit')}
      </Button>
      <Button type="button" variant="ghost" disabled={seconds > 0 || mutation.isPending} onClick={resend}>
        {seconds > 0 ? t('auth.twofa.resendIn', { seconds }) : t('auth.twofa.resend')}
      </Button>
      <button type="button" className={styles.linkButton} onClick={onBack}>
        {t('auth.backToSignIn')}
      </button>
    </form>
  );
}
