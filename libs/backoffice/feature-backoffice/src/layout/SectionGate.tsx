import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type BackofficeSection, sectionAccess } from '../access/sections';
import { useMe } from '../api/me';
import * as styles from '../common/backoffice.css';
import { usePageTitle } from './page-title';

/**
 * A section's page, or a plain "not allowed" for a role without its permission. The server
 * refuses the calls anyway; this says so before anything is asked.
 */
export function SectionGate({ section, children }: { section: BackofficeSection['id']; children: ReactNode }) {
  const { data: identity } = useMe();
  if (identity && sectionAccess(section, identity.permissions) === 'allowed') return children;
  return <NotAllowed role={identity?.role ?? ''} />;
}

function NotAllowed({ role }: { role: string }) {
  const { t } = useTranslation();
  usePageTitle(t('backoffice.notAllowed.title'));
  return (
    <section aria-labelledby="not-allowed-title" data-testid="not-allowed">
      <h1 id="not-allowed-title" className={styles.title}>
        {t('backoffice.notAllowed.title')}
      </h1>
      <p>{t('backoffice.notAllowed.text', { role: t(`backoffice.roles.${role}`, { defaultValue: role }) })}</p>
    </section>
  );
}
