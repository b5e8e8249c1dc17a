import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { selectSocialServices, useCmsConfig } from '@nfx/cms-config';
import { type AccountInfo, accountInfoQueryOptions, refreshSession } from '@nfx/session';
import { authAnalytics } from './analytics/auth-analytics';
import { SOCIAL_BACK_URL_KEY, readStored, writeStored } from './flow/stored-choices';
import { RegistrationBanner } from './banner/AuthBanner';
import { RegisterForm } from './RegisterForm';
import type { RegistrationChoice } from './registration/RegisterForm';
import { RestoreForm } from './RestoreForm';
import { SignInForm, type TwoFactorChallenge } from './SignInForm';
import { SocialBlock } from './SocialBlock';
import type { SocialResult } from './social/social-sign-in';
import { TwoFactorForm } from './TwoFactorForm';
import { alert, muted } from '@nfx/ui';
import * as styles from './AuthForms.css';

export type AuthMode = 'authorization' | 'registration' | 'socialRegistration' | 'restore' | 'twofa';

export interface AuthFlowHandlers {
  signedIn: (account: AccountInfo, method: 'login' | 'social') => void | Promise<void>;
  registered: (account: AccountInfo, choice: RegistrationChoice) => void | Promise<void>;
  /** Replaces switching to the registration mode (the embedded sign-in asks its parent instead). */
  openRegistration?: () => void;
  /** An incomplete social registration must not be closable (§4). */
  lockOpen?: () => void;
}

/** Only ordinary web addresses are followed when a social round trip carried a `backUrl`. */
function takeBackUrl(): string | null {
  const backUrl = readStored(SOCIAL_BACK_URL_KEY);
  writeStored(SOCIAL_BACK_URL_KEY, null);
  if (!backUrl) return null;
  try {
    const url = new URL(backUrl, window.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The popup's modes and the links between them (§2); shared by the popup and the embedded forms. */
export function AuthFlow({ initialMode, handlers }: { initialMode: AuthMode; handlers: AuthFlowHandlers }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<AuthMode>(initialMode);
  // §4: login and password are kept for the code step only, in memory, and dropped afterwards.
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  const [socialError, setSocialError] = useState<string | null>(null);
  const services = useCmsConfig(selectSocialServices).data ?? [];

  const onSocialResult = async (result: SocialResult) => {
    if (result.status === 'cancel') return;
    if (result.status === 'error') {
      setSocialError(t('auth.social.failed'));
      authAnalytics().error(result.message ?? 'social_error', 'social');
      return;
    }
    setSocialError(null);
    await refreshSession(queryClient);
    if (result.is_registration_completed === false) {
      handlers.lockOpen?.();
      setMode('socialRegistration');
      return;
    }
    const account = queryClient.getQueryData(accountInfoQueryOptions().queryKey);
    const backUrl = takeBackUrl();
    if (backUrl) {
      window.location.assign(backUrl);
      return;
    }
    if (account) await handlers.signedIn(account, 'social');
  };

  const toRegistration = handlers.openRegistration ?? (() => setMode('registration'));
  const social =
    services.length > 0 ? <SocialBlock services={services} typeAuth="login" onResult={(result) => void onSocialResult(result)} /> : null;

  return (
    <div data-auth-mode={mode}>
      {socialError && (
        <p role="alert" className={alert({ look: 'soft', icon: true })}>
          {socialError}
        </p>
      )}
      {mode === 'authorization' && (
        <SignInForm
          onSignedIn={(account) => handlers.signedIn(account, 'login')}
          onTwoFactor={(next) => {
            setChallenge(next);
            setMode('twofa');
          }}
          onForgotPassword={() => setMode('restore')}
          onSwitchToRegister={toRegistration}
          social={social}
        />
      )}
      {mode === 'twofa' && challenge && (
        <TwoFactorForm
          challenge={challenge}
          onSignedIn={async (account) => {
            setChallenge(null);
            await handlers.signedIn(account, 'login');
          }}
          onBack={() => {
            setChallenge(null);
            setMode('authorization');
          }}
        />
      )}
      {mode === 'twofa' && !challenge && (
        <div className={styles.form}>
          <p className={muted({ size: 'inherit' })}>{t('auth.twofa.signInFirst')}</p>
          <button type="button" className={styles.linkButton} onClick={() => setMode('authorization')}>
            {t('auth.backToSignIn')}
          </button>
        </div>
      )}
      {mode === 'restore' && <RestoreForm onBack={() => setMode('authorization')} />}
      {mode === 'registration' && <RegistrationBanner />}
      {mode === 'registration' && (
        <RegisterForm
          onRegistered={handlers.registered}
          onSwitchToLogin={() => setMode('authorization')}
          onSocialResult={(result) => void onSocialResult(result)}
        />
      )}
      {mode === 'socialRegistration' && <RegisterForm variant="social" onRegistered={handlers.registered} />}
    </div>
  );
}
