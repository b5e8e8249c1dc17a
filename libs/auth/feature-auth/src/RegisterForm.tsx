import { useTranslation } from 'react-i18next';
import { usePhoneSettings } from '@nfx/account';
import { selectRegistrationConfig, useCmsConfig } from '@nfx/cms-config';
import type { AccountInfo } from '@nfx/session';
import { Button, Skeleton, alert } from '@nfx/ui';
import { type RegistrationChoice, RegisterFormBody } from './registration/RegisterForm';
import type { SocialResult } from './social/social-sign-in';
import * as styles from './AuthForms.css';

export interface RegisterFormProps {
  variant?: 'form' | 'social';
  onRegistered: (account: AccountInfo, choice: RegistrationChoice) => void | Promise<void>;
  onSwitchToLogin?: () => void;
  onSocialResult?: (result: SocialResult) => void;
}

/** Loads the auth configuration and the countries, then shows the registration form. */
export function RegisterForm({ variant = 'form', ...rest }: RegisterFormProps) {
  const { t } = useTranslation();
  const cms = useCmsConfig(selectRegistrationConfig);
  const countries = usePhoneSettings();
  if (cms.isError || countries.isError) {
    return (
      <div className={styles.form}>
        <p role="alert" className={alert({ look: 'soft', icon: true })}>
          {t('auth.register.configFailed')}
        </p>
        <Button type="button" variant="secondary" onClick={() => void Promise.all([cms.refetch(), countries.refetch()])}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (!cms.data || !countries.data) {
    return (
      <div className={styles.form} aria-busy="true">
        <Skeleton height="2rem" />
        <Skeleton height="3rem" />
        <Skeleton height="3rem" />
        <Skeleton height="3rem" />
      </div>
    );
  }
  const config = cms.data.auth ?? {
    registration: {},
    authTypes: [{ label: t('auth.register.title'), component: 'form' as const, field: 'email' }],
  };
  return (
    <RegisterFormBody
      config={config}
      fieldsConfig={cms.data.registrationFields}
      bettingNotice={cms.data.bettingNotice}
      countries={countries.data}
      variant={variant}
      {...rest}
    />
  );
}
