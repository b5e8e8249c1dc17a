import { useEffect, useId } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Skeleton, panel, alert, heading, muted } from '@nfx/ui';
import { openSupportChat, useSupportChatAvailable } from '../../behaviours/chat/support-chat';
import { FeedbackForm } from './FeedbackForm';
import { useSupportFaq } from './support-faq';
import { useSupportSettings } from './support-settings';
import * as styles from './SupportPage.css';

export const FAQ_ANCHOR = 'faq';

/**
 * `/support` (§2): the FAQ editors keep in the CMS, the support team's contacts and hours
 * (support.getsettings), the chat when one is configured, and a feedback form. The footer's
 * "FAQ" link lands on the FAQ (`#faq`) once it has loaded.
 */
export default function SupportPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const contactId = useId();
  const formId = useId();
  const faq = useSupportFaq();
  const settings = useSupportSettings();
  const chatAvailable = useSupportChatAvailable();
  const { hash } = useLocation();

  // The page arrives in its own chunk and the FAQ after it: the browser's own jump to #faq came too early.
  useEffect(() => {
    if (hash === `#${FAQ_ANCHOR}` && faq.isSuccess) document.getElementById(FAQ_ANCHOR)?.scrollIntoView();
  }, [hash, faq.isSuccess]);

  return (
    <article className={styles.page} aria-labelledby={titleId} data-page="support">
      <h1 id={titleId} className={`${heading({ size: 'xxl', weight: 'bold' })} ${styles.fullRow}`}>
        {t('shell.support.title')}
      </h1>
      <section className={styles.column} aria-labelledby={FAQ_ANCHOR}>
        <h2 id={FAQ_ANCHOR} className={styles.sectionTitle}>
          {t('shell.support.faq')}
        </h2>
        {faq.isPending ? (
          <Skeleton shape="block" height="10rem" />
        ) : faq.isError ? (
          <p role="alert" className={alert({ look: 'inline', icon: true })}>
            {t('shell.support.faqFailed')}
          </p>
        ) : faq.data.length === 0 ? (
          <p className={muted({ size: 'inherit' })}>{t('shell.support.faqEmpty')}</p>
        ) : (
          <div data-faq="">
            {faq.data.map((entry) => (
              <details key={entry.question} className={styles.faqItem}>
                <summary className={styles.faqQuestion}>{entry.question}</summary>
                <p className={styles.faqAnswer}>{entry.answer}</p>
              </details>
            ))}
          </div>
        )}
      </section>
      <div className={styles.column}>
        <section className={panel({ padding: 'md' })} aria-labelledby={contactId}>
          <h2 id={contactId} className={styles.sectionTitle}>
            {t('shell.support.contacts')}
          </h2>
          {settings.isPending ? (
            <Skeleton shape="block" height="5rem" />
          ) : settings.isError ? (
            <p role="alert" className={alert({ look: 'inline', icon: true })}>
              {t('shell.support.contactsFailed')}
            </p>
          ) : (
            <dl className={styles.contacts}>
              {settings.data.email && (
                <>
                  <dt className={styles.term}>{t('shell.support.emailLabel')}</dt>
                  <dd className={styles.definition}>
                    <a className={styles.link} href={`mailto:${settings.data.email}`}>
                      {settings.data.email}
                    </a>
                  </dd>
                </>
              )}
              {settings.data.phone && (
                <>
                  <dt className={styles.term}>{t('shell.support.phoneLabel')}</dt>
                  <dd className={styles.definition}>
                    <a className={styles.link} href={`tel:${settings.data.phone.replace(/[^\d+]/g, '')}`}>
                      {settings.data.phone}
                    </a>
                  </dd>
                </>
              )}
              {settings.data.hours && (
                <>
                  <dt className={styles.term}>{t('shell.support.hoursLabel')}</dt>
                  <dd className={styles.definition}>{settings.data.hours}</dd>
                </>
              )}
            </dl>
          )}
          {chatAvailable && (
            <Button type="button" variant="secondary" onClick={openSupportChat}>
              {t('shell.support.openChat')}
            </Button>
          )}
        </section>
        <section className={panel({ padding: 'md' })} aria-labelledby={formId}>
          <h2 id={formId} className={styles.sectionTitle}>
            {t('shell.support.feedback')}
          </h2>
          <FeedbackForm labelledBy={formId} />
        </section>
      </div>
    </article>
  );
}
