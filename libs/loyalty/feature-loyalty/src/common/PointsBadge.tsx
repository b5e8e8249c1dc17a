import * as styles from './loyalty.css';

/** The points with the configured coin; the alias (Coins, Münzen…) is the API's, in the page's locale. */
export function PointsBadge({ points, alias, coinIcon }: { points: number; alias: string; coinIcon: string }) {
  return (
    <span className={styles.points} data-testid="loyalty-points">
      <img src={coinIcon} alt="" className={styles.coin} />
      <span>
        {points.toLocaleString()} {alias}
      </span>
    </span>
  );
}
