import { useTranslation } from 'react-i18next';
import { Button, panel } from '@nfx/ui';
import { useInsideDialog } from './inside-dialog-context';
import { PopupFallback } from './PopupFallback';
import { useRemoteQuiet } from './remote-quiet-context';
import { useRemoteRetry } from './remote-retry-context';
import * as styles from './RemoteUnavailable.css';

/** The localized "This section is unavailable" panel, shown inside the normal layout (nothing inside a quiet mount, the popup fallback inside a popup). */
export function RemoteUnavailable({ remote }: { remote: string }) {
  const { t } = useTranslation();
  const retry = useRemoteRetry();
  const quiet = useRemoteQuiet();
  const dialogId = useInsideDialog();
  if (quiet) return null;
  if (dialogId) return <PopupFallback remote={remote} dialogId={dialogId} />;
  return (
    <section className={`${panel()} ${styles.spacing}`} role="alert" data-remote-unavailable={remote}>
      <h2 className={styles.title}>{t('errors.sectionUnavailable.title')}</h2>
      <p className={styles.description}>{t('errors.sectionUnavailable.description')}</p>
      {retry && (
        <Button variant="secondary" onClick={retry}>
          {t('errors.sectionUnavailable.retry')}
        </Button>
      )}
    </section>
  );
}
