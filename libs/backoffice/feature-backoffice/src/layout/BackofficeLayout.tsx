import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import { Button } from '@nfx/ui';
import { visibleSections } from '../access/sections';
import type { StaffIdentity } from '../api/me';
import { useSignOut } from '../api/sign-out';
import { backofficePaths } from '../paths';
import * as styles from '../common/backoffice.css';
import { LanguageSelect } from './LanguageSelect';

/** The frame of every signed-in page: the role's sections only, who is signed in, sign-out. */
export function BackofficeLayout({ identity, children }: { identity: StaffIdentity; children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const sections = visibleSections(identity.permissions);

  const leave = () => signOut.mutate(undefined, { onSettled: () => navigate(backofficePaths.signIn(), { replace: true }) });

  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skipLink}>
        {t('backoffice.common.skipToContent')}
      </a>
      <header className={styles.header}>
        <span className={styles.brand}>{t('backoffice.app.name')}</span>
        <nav className={styles.nav} aria-label={t('backoffice.nav.label')}>
          <ul className={styles.navList}>
            {sections.map((section) => (
              <li key={section.id}>
                <NavLink to={section.path} className={styles.navLink}>
                  {t(section.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <span className={styles.who} data-testid="signed-in-as">
          {t('backoffice.layout.signedInAs', { email: identity.email, role: t(`backoffice.roles.${identity.role}`) })}
        </span>
        <NavLink to={backofficePaths.changePassword()} className={styles.navLink}>
          {t('backoffice-password.change.link')}
        </NavLink>
        <LanguageSelect />
        <Button variant="secondary" size="sm" loading={signOut.isPending} onClick={leave}>
          {t('backoffice.layout.signOut')}
        </Button>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}
