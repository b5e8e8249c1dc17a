import { useTranslation } from 'react-i18next';
import { Button } from '@nfx/ui';
import { useErrorText } from './error-text';
import * as styles from './backoffice.css';

/** A list that failed to load: what went wrong, in the operator's words, and a way to try again. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <div role="alert" className={styles.alert}>
      <p>{errorText(error)}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('backoffice.common.retry')}
      </Button>
    </div>
  );
}
