import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, muted } from '@nfx/ui';
import { listenForSocialResult, openSocialPopup, type SocialResult } from './social/social-sign-in';
import * as styles from './AuthForms.css';

export interface SocialBlockProps {
  services: readonly string[];
  typeAuth: 'login' | 'registration';
  onResult: (result: SocialResult) => void;
  /** Return false to stop the popup (e.g. the terms box is not ticked, §5). */
  beforeOpen?: () => boolean;
}

/** Sign-in buttons of the social providers; the result arrives by message from our origin. */
export function SocialBlock({ services, typeAuth, onResult, beforeOpen }: SocialBlockProps) {
  const { t } = useTranslation();
  const onResultRef = useRef(onResult);
  onResultRef.current = onResult;
  useEffect(() => listenForSocialResult((result) => onResultRef.current(result)), []);
  if (services.length === 0) return null;
  return (
    <div role="group" aria-label={t('auth.social.title')}>
      <p className={muted({ size: 'inherit' })}>{t('auth.social.title')}</p>
      <div className={styles.socialButtons}>
        {services.map((service) => (
          <Button
            key={service}
            type="button"
            variant="secondary"
            onClick={() => {
              if (beforeOpen && !beforeOpen()) return;
              openSocialPopup(service, typeAuth);
            }}
          >
            {t('auth.social.continueWith', { service: t(`auth.social.services.${service}`, { defaultValue: service }) })}
          </Button>
        ))}
      </div>
    </div>
  );
}
