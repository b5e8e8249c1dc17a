import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@nfx/ui';
import type { CreatedStaff } from '../api/staff-accounts';
import * as styles from '../common/backoffice.css';

/**
 * The new account's one-time link, shown once (only its hash is stored): to copy and hand over
 * by a channel the new colleague trusts. Focus moves here so a keyboard user lands on it.
 */
export function EnrolmentLink({ account }: { account: CreatedStaff }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
    setCopied(null);
  }, [account.id]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(account.enrolment_url);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };

  return (
    <div className={styles.notice} data-testid="enrolment-link">
      <h3 ref={headingRef} tabIndex={-1} className={styles.subtitle}>
        {t('backoffice.staff.createdTitle', { email: account.email, role: t(`backoffice.roles.${account.role}`) })}
      </h3>
      <p>{t('backoffice.staff.createdText')}</p>
      <code className={styles.code} data-testid="enrolment-url">
        {account.enrolment_url}
      </code>
      <p>
        <Button size="sm" variant="secondary" onClick={() => void copy()}>
          {t('backoffice.staff.copy')}
        </Button>{' '}
        <span role="status">
          {copied === 'yes' ? t('backoffice.staff.copied') : copied === 'no' ? t('backoffice.staff.copyFailed') : ''}
        </span>
      </p>
    </div>
  );
}
