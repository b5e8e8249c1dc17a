import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '@nfx/app-runtime';
import { SystemPage } from './SystemPage';

export function NotFoundPage() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <SystemPage
      title={t('system.notFound.title')}
      description={t('system.notFound.description')}
      action={<Link to={localized('/')}>{t('system.notFound.button')}</Link>}
    />
  );
}
