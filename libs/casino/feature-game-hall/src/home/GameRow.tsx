import { memo } from 'react';
import { Skeleton } from '@nfx/ui';
import type { GameItem } from '@nfx/api-contract';
import { GameTile } from '../hall/GameTile';
import { LikeErrorAlert } from '../hall/LikeErrorAlert';
import { useGameActions } from '../hall/use-game-actions';
import * as styles from './GameRow.css';

export interface GameRowProps {
  games: readonly GameItem[];
  label: string;
  loading?: boolean;
  /** More tiles are still being added (revealed in slices): the list says it is busy until then. */
  revealing?: boolean;
}

/** A horizontal, scrollable row of game tiles (home and jackpot pages); placeholders while `loading`. */
export function GameRow({ games, label, loading = false, revealing = false }: GameRowProps) {
  return loading ? <GameRowSkeleton /> : <GameRowTiles games={games} label={label} revealing={revealing} />;
}

/**
 * The row's placeholders, hidden from assistive technology. Plain boxes on purpose: no likes,
 * free spins or session queries, which every row below the fold would otherwise set up at start-up.
 */
export function GameRowSkeleton() {
  return (
    <div className={styles.row} aria-hidden="true">
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} shape="block" height="8rem" />
      ))}
    </div>
  );
}

/**
 * The tiles with their hearts and free-spin badges. Memoized: the parent re-renders whenever its
 * query's state changes (fetching, refetched with equal data), and then the games and label are the same.
 */
const GameRowTiles = memo(function GameRowTiles({
  games,
  label,
  revealing,
}: {
  games: readonly GameItem[];
  label: string;
  revealing: boolean;
}) {
  const actions = useGameActions();
  return (
    <>
      <div className={styles.row} role="list" aria-label={label} aria-busy={revealing || undefined}>
        {games.map((game) => (
          <GameTile key={game.sysname} {...actions.tileProps(game)} />
        ))}
      </div>
      <LikeErrorAlert error={actions.likeError} />
    </>
  );
});
