import { Skeleton } from '@nfx/ui';
import * as styles from './GameGridSkeleton.css';

/** The first screen of the grid while the first page loads. */
export function GameGridSkeleton({ tiles = 12 }: { tiles?: number }) {
  return (
    <div className={styles.grid} aria-hidden="true" data-testid="game-grid-skeleton">
      {Array.from({ length: tiles }, (_, index) => (
        <div key={index} className={styles.tile}>
          <Skeleton shape="block" className={styles.art} />
          <Skeleton shape="text" width="70%" />
        </div>
      ))}
    </div>
  );
}
