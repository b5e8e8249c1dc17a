import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../layout/page-title';
import * as styles from '../common/backoffice.css';
import { ChatPanel } from './ChatPanel';
import { FeatureFlagsPanel } from './FeatureFlagsPanel';
import { MaintenancePanel } from './MaintenancePanel';

/** The admins' settings (permission `settings`): the maintenance switch, the CMS feature switches, then the support chat. */
export function SettingsPage() {
  const { t } = useTranslation();
  usePageTitle(t('backoffice-settings.title'));
  return (
    <section aria-labelledby="settings-title">
      <h1 id="settings-title" className={styles.title}>
        {t('backoffice-settings.title')}
      </h1>
      <p className={styles.muted}>{t('backoffice-settings.lead')}</p>
      <MaintenancePanel />
      <FeatureFlagsPanel />
      <ChatPanel />
    </section>
  );
}
