import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { isApiError } from '@nfx/errors';
import { Spinner } from '@nfx/ui';
import { useMe } from '../api/me';
import { QueryError } from '../common/QueryError';
import { backofficePaths } from '../paths';
import * as styles from '../common/backoffice.css';
import { BackofficeLayout } from './BackofficeLayout';

/** Signed-in pages: a visitor without a staff session goes to the sign-in page, then comes back. */
export function RequireStaff() {
  const { t } = useTranslation();
  const location = useLocation();
  const me = useMe();

  if (me.isPending) {
    return (
      <div className={styles.main} role="status">
        <Spinner size="md" /> {t('backoffice.common.loading')}
      </div>
    );
  }
  if (me.isError) {
    if (isApiError(me.error) && me.error.type === 'Authorization') {
      return <Navigate to={backofficePaths.signIn(`${location.pathname}${location.search}`)} replace />;
    }
    return (
      <main className={styles.main}>
        <QueryError error={me.error} onRetry={() => void me.refetch()} />
      </main>
    );
  }
  return (
    <BackofficeLayout identity={me.data}>
      <Outlet />
    </BackofficeLayout>
  );
}
