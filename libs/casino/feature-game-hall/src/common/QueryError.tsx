import { useTranslation } from 'react-i18next';
import { Button } from '@nfx/ui';
import { errorMessageKey } from './error-message';
import { statePanel } from './state-panel';

/** A failed load: the catalogue message of the error and a way to try again. */
export function QueryError({ error, onRetry, retrying = false }: { error: unknown; onRetry: () => void; retrying?: boolean }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={statePanel} data-testid="casino-error">
      <p>{t(errorMessageKey(error))}</p>
      <Button variant="secondary" size="sm" loading={retrying} onClick={onRetry}>
        {t('casino.common.retry')}
      </Button>
    </div>
  );
}
