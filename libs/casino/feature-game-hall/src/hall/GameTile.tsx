import { memo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GameItem } from '@nfx/api-contract';
import { Image } from '@nfx/ui';
import { displayOf, tileImageFallbacksOf, tileImageOf } from '../common/display';
import { LikeButton } from './LikeButton';
import * as styles from './GameTile.css';

export interface GameTileProps {
  game: GameItem;
  href: string;
  liked: boolean;
  freeSpins: number;
  onToggleLike: (game: GameItem, like: boolean) => void;
  position?: number;
  setSize?: number;
  /**
   * `high` for the first screen's row: fetched at once and first (the page's largest paint
   * waits for it); `low` for tiles whose artwork should not take bandwidth from that row.
   */
  imagePriority?: 'high' | 'low' | 'auto';
  /** CMS `isTitleClickable` (§3): off, only the artwork links to the game and the name is plain text. */
  titleClickable?: boolean;
}

/** One game in a grid or row: artwork and name (unless the CMS says otherwise) link to the game, a heart, a free-spin badge. */
export const GameTile = memo(function GameTile({
  game,
  href,
  liked,
  freeSpins,
  onToggleLike,
  position,
  setSize,
  imagePriority = 'auto',
  titleClickable = true,
}: GameTileProps) {
  const { t } = useTranslation();
  const { name } = displayOf(game);
  const { src, srcSet } = tileImageOf(game);
  return (
    <div
      role="listitem"
      className={styles.tile}
      aria-posinset={position}
      aria-setsize={setSize}
      data-testid="game-tile"
      data-sysname={game.sysname}
    >
      {/* Without its name inside, the link is named after the game all the same. */}
      <Link to={href} className={styles.link} aria-label={titleClickable ? undefined : name}>
        {/* A failed picture gives way to the server-drawn artwork, then to a placeholder of the same size. */}
        <Image
          className={styles.image}
          src={src}
          srcSet={srcSet}
          fallbacks={tileImageFallbacksOf(game)}
          alt=""
          width={288}
          height={192}
          loading={imagePriority === 'high' ? 'eager' : 'lazy'}
          fetchPriority={imagePriority}
          decoding="async"
        />
        {titleClickable && <span className={styles.name}>{name}</span>}
      </Link>
      {!titleClickable && <span className={styles.name}>{name}</span>}
      {freeSpins > 0 && <span className={styles.badge}>{t('casino.freeSpins.badge', { count: freeSpins })}</span>}
      <LikeButton className={styles.like} gameName={name} liked={liked} onToggle={() => onToggleLike(game, !liked)} />
    </div>
  );
});
