import { Skeleton } from '@nfx/ui';
import type { GameItem } from '@nfx/api-contract';
import { GameTile } from '../hall/GameTile';
import { LikeErrorAlert } from '../hall/LikeErrorAlert';
import { useGameActions } from '../hall/use-game-actions';
import * as styles from './GameRow.css';

/** A horizontal, scrollable row of game tiles (home page, jackpot and tournament pages). */
export function GameRow({ games, label, loading = false }: { games: readonly GameItem[]; label: string; loading?: boolean }) {
  const actions = useGameActions();
  if (loading) {
    return (
      <div className={styles.row} aria-hidden="true">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} shape="block" height="8rem" />
        ))}
      </div>
    );
  }
  return (
    <>
      <div className={styles.row} role="list" aria-label={label}>
        {games.map((game) => (
          <GameTile key={game.sysname} {...actions.tileProps(game)} />
        ))}
      </div>
      <LikeErrorAlert error={actions.likeError} />
    </>
  );
}
