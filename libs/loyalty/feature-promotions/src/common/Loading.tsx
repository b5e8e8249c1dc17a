import { useTranslation } from 'react-i18next';
import { Skeleton } from '@nfx/ui';
import * as styles from './promotions.css';

/** Skeleton cards while the offers load; the region says it is busy. */
export function Loading({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div className={styles.grid} aria-busy="true" role="status" aria-label={t('promotions.common.loading')}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} shape="block" height="14rem" />
      ))}
    </div>
  );
}
