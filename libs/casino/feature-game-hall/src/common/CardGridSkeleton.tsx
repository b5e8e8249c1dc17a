import { Skeleton } from '@nfx/ui';
import * as styles from './cards.css';

/** Placeholder cards while a list loads. */
export function CardGridSkeleton({ count = 6, small = false }: { count?: number; small?: boolean }) {
  return (
    <div className={small ? styles.smallCardGrid : styles.cardGrid} aria-hidden="true" data-testid="card-grid-skeleton">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.card}>
          <Skeleton shape="block" height={small ? '5rem' : '9rem'} />
          <Skeleton shape="text" width="60%" />
        </div>
      ))}
    </div>
  );
}
