import { CoinIcon } from './CoinIcon';
import * as styles from './loyalty.css';

/** The points with the configured coin; the alias (Coins, Münzen…) is the API's, in the page's locale. */
export function PointsBadge({ points, alias, coinIcon }: { points: number; alias: string; coinIcon: string }) {
  return (
    <span className={styles.points} data-testid="loyalty-points">
      <CoinIcon src={coinIcon} />
      <span>
        {points.toLocaleString()} {alias}
      </span>
    </span>
  );
}
