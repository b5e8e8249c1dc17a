import { memo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Game } from '../api/types';
import { displayOf } from '../common/display';
import { LikeButton } from './LikeButton';
import * as styles from './GameTile.css';

export interface GameTileProps {
  game: Game;
  href: string;
  liked: boolean;
  freeSpins: number;
  onToggleLike: (game: Game, like: boolean) => void;
  position?: number;
  setSize?: number;
}

/** One game in a grid or row: artwork and name link to the game, a heart, a free-spin badge. */
export const GameTile = memo(function GameTile({ game, href, liked, freeSpins, onToggleLike, position, setSize }: GameTileProps) {
  const { t } = useTranslation();
  const { name, image } = displayOf(game);
  // The catalogue's own artwork comes in two densities; a described image has only one.
  const srcSet = image === game.image_url && game.image_url_2x ? `${game.image_url} 1x, ${game.image_url_2x} 2x` : undefined;
  return (
    <div role="listitem" className={styles.tile} aria-posinset={position} aria-setsize={setSize} data-testid="game-tile" data-sysname={game.sysname}>
      <Link to={href} className={styles.link}>
        <img className={styles.image} src={image} srcSet={srcSet} alt="" width={288} height={192} loading="lazy" decoding="async" />
        <span className={styles.name}>{name}</span>
      </Link>
      {freeSpins > 0 && <span className={styles.badge}>{t('casino.freeSpins.badge', { count: freeSpins })}</span>}
      <LikeButton className={styles.like} gameName={name} liked={liked} onToggle={() => onToggleLike(game, !liked)} />
    </div>
  );
});
