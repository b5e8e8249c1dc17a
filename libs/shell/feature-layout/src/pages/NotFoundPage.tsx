import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SystemPage } from './SystemPage';
import { systemPageDescription } from '@nfx/ui';

/** The 404 page (spec §8): "Page not found", with the framework's message `Page Not Found: {path}` naming the address asked for. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <SystemPage
      page="notFound"
      detail={
        <p className={systemPageDescription} data-not-found-path={pathname}>
          {t('system.notFound.message', { path: pathname })}
        </p>
      }
    />
  );
}
