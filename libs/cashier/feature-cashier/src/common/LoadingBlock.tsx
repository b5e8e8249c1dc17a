import { useTranslation } from 'react-i18next';
import { Skeleton, stack } from '@nfx/ui';

/** Skeleton rows while a cashier block loads; the region says it is busy, the bars stay silent. */
export function LoadingBlock({ rows = 3, height = '3.5rem' }: { rows?: number; height?: string }) {
  const { t } = useTranslation();
  return (
    <div
      className={stack({ gap: 4 })}
      aria-busy="true"
      role="status"
      aria-label={t('cashier.common.loading')}
      data-testid="cashier-loading"
    >
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} shape="block" height={height} />
      ))}
    </div>
  );
}
