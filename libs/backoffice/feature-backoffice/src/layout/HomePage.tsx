import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { visibleSections } from '../access/sections';
import { useMe } from '../api/me';
import * as styles from '../common/backoffice.css';
import { usePageTitle } from './page-title';

/** The first section the role opens; a role with none in this version is told so. */
export function HomePage() {
  const { t } = useTranslation();
  const { data: identity } = useMe();
  usePageTitle(t('backoffice.home.title'));
  const first = identity ? visibleSections(identity.permissions)[0] : undefined;
  if (first) return <Navigate to={first.path} replace />;
  return (
    <section>
      <h1 className={styles.title}>{t('backoffice.home.title')}</h1>
      <p>
        {t('backoffice.home.nothingYet', { role: t(`backoffice.roles.${identity?.role ?? ''}`, { defaultValue: identity?.role ?? '' }) })}
      </p>
    </section>
  );
}
