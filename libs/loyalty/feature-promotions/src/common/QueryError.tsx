import { useTranslation } from 'react-i18next';
import { Button, alert } from '@nfx/ui';
import { errorMessageKey } from './error-message';

/** A failed load: the catalogue message and a way to try again. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={alert()}>
      <p>{t(errorMessageKey(error))}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('promotions.common.retry')}
      </Button>
    </div>
  );
}
