import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '@nfx/app-runtime';
import { Skeleton } from '@nfx/ui';
import type { Game } from '../api/types';
import { errorMessageKey } from '../common/error-message';
import { GameTile } from '../hall/GameTile';
import { useGameActions } from '../hall/use-game-actions';
import * as styles from './GameRow.css';

/** A horizontal, scrollable row of game tiles (home page, jackpot and tournament pages). */
export function GameRow({ games, label, loading = false }: { games: readonly Game[]; label: string; loading?: boolean }) {
  const localized = useLocalizedPath();
  const actions = useGameActions();
  const { t } = useTranslation();
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
          <GameTile
            key={game.sysname}
            game={game}
            href={localized(`/game/${encodeURIComponent(game.sysname)}`)}
            liked={actions.isLiked(game)}
            freeSpins={actions.spinsOf(game)}
            onToggleLike={actions.onToggleLike}
          />
        ))}
      </div>
      {actions.likeError ? <p role="alert">{t(errorMessageKey(actions.likeError))}</p> : null}
    </>
  );
}
