import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../common/error-message';
import * as styles from './HallToolbar.css';

/** A failed heart (spec §8 message), shown by every game list above or below its tiles. */
export function LikeErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p role="alert" className={styles.inlineError}>
      {t(errorMessageKey(error))}
    </p>
  );
}
