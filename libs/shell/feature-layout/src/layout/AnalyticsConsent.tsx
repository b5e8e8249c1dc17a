import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { analyticsConsent, sendSiteEvent, setAnalyticsConsent, type AnalyticsConsent as Consent } from '@nfx/app-runtime';
import { Button, cluster, panel } from '@nfx/ui';
import * as styles from './AnalyticsConsent.css';

/**
 * Asks once whether the site may send its own usage events (page views, registration, deposit,
 * game start — never who the player is) and keeps the answer a year. A region, not a dialog: it
 * blocks nothing, and the page works the same whatever the answer. Allowing counts the page the
 * visitor is on.
 */
export function AnalyticsConsent() {
  const { t } = useTranslation();
  const titleId = useId();
  const [answer, setAnswer] = useState<Consent | null>(() => analyticsConsent());
  if (answer) return null;

  const choose = (consent: Consent) => {
    setAnalyticsConsent(consent);
    setAnswer(consent);
    if (consent === 'granted') sendSiteEvent('page_view', { path: window.location.pathname });
  };

  return (
    <section className={`${panel({ padding: 'md' })} ${styles.placement}`} aria-labelledby={titleId} data-analytics-consent>
      <h2 id={titleId} className={styles.title}>
        {t('layout.analyticsConsent.title')}
      </h2>
      <p className={styles.text}>{t('layout.analyticsConsent.text')}</p>
      <div className={cluster()}>
        <Button size="sm" onClick={() => choose('granted')}>
          {t('layout.analyticsConsent.allow')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => choose('denied')}>
          {t('layout.analyticsConsent.decline')}
        </Button>
      </div>
    </section>
  );
}
