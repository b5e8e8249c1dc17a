import { useTranslation } from 'react-i18next';
import { Skeleton } from '@nfx/ui';
import * as styles from './loyalty.css';

/** Skeleton rows while a loyalty block loads; the region says it is busy. */
export function Loading({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div className={styles.list} aria-busy="true" role="status" aria-label={t('loyalty.common.loading')}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} shape="block" height="3.5rem" />
      ))}
    </div>
  );
}
