import { useTranslation } from 'react-i18next';
import { Button, alert } from '@nfx/ui';
import { errorMessageKey } from './error-message';

/** A failed load: the catalogue message of the error and a way to try again. */
export function QueryError({ error, onRetry, retrying = false }: { error: unknown; onRetry: () => void; retrying?: boolean }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={alert()} data-testid="cashier-error">
      <p>{t(errorMessageKey(error))}</p>
      <Button variant="secondary" size="sm" loading={retrying} onClick={onRetry}>
        {t('cashier.common.retry')}
      </Button>
    </div>
  );
}
