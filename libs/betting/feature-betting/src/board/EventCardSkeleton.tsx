import { Skeleton } from '@nfx/ui';
import * as styles from './board.css';
import { PRICE_MIN_HEIGHT, SMALL_LINE, TITLE_LINE } from './sizes';

/** The markets of a middling card, with their prices (football has more, tennis fewer). */
const MARKETS = [3, 2, 2];

/**
 * A loading event card of the loaded card's size, in the same boxes. A short "Loading…" line in
 * its place would let the cards that replace it push everything below them down (layout shift).
 */
export function EventCardSkeleton() {
  return (
    <div className={styles.event} aria-hidden="true">
      <div className={styles.eventHeader}>
        <Skeleton shape="text" width="70%" height={TITLE_LINE} />
        <Skeleton shape="text" width="45%" height={SMALL_LINE} />
        <Skeleton shape="text" width="30%" height={SMALL_LINE} />
      </div>
      {MARKETS.map((prices, market) => (
        <div key={market} className={styles.market}>
          <Skeleton shape="text" width="40%" height={SMALL_LINE} />
          <div className={styles.prices}>
            {Array.from({ length: prices }, (_, price) => (
              <Skeleton key={price} shape="block" height={PRICE_MIN_HEIGHT} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
