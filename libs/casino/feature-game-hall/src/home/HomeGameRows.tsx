import { memo, useDeferredValue, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '@nfx/app-runtime';
import { Skeleton, heading } from '@nfx/ui';
import { paths } from '@nfx/paths';
import { useGameCategories } from '../api/game-categories';
import { useGames } from '../api/games';
import type { GameCategory } from '@nfx/api-contract';
import { QueryError } from '../common/QueryError';
import { useNearViewport } from '../common/use-near-viewport';
import { GameRow, GameRowSkeleton } from './GameRow';
import { tilesAcross } from './row-layout';
import { useRevealedCount } from './use-revealed-count';
import * as styles from './GameRow.css';

/** How many categories the home page shows, and how many games in each row. */
export const HOME_CATEGORY_COUNT = 4;
export const HOME_ROW_GAMES = 12;
/**
 * Tiles past a row's first screen mount this many at a time, each in an idle moment: a whole row
 * of 12 took one task of about 75 ms on a 4× slowed CPU, a quarter of it stays well under 50 ms.
 */
export const HOME_ROW_SLICE = 3;

/**
 * One category's row. Rows below the fold fetch and render only when the player scrolls near
 * them: on a phone the first row is all that shows under the banner, and the others would cost
 * requests, images and main-thread time before the page is usable.
 */
const CategoryRow = memo(function CategoryRow({ category }: { category: GameCategory }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const sectionRef = useRef<HTMLElement>(null);
  const near = useNearViewport(sectionRef);
  const headingId = `home-row-${category.sysname}`;
  return (
    <section ref={sectionRef} className={styles.block} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h3 id={headingId} className={heading({ weight: 'bold' })}>
          {category.name}
        </h3>
        <Link to={localized(paths.gameHall({ category: category.sysname }))} aria-label={`${t('casino.home.seeAll')}: ${category.name}`}>
          {t('casino.home.seeAll')}
        </Link>
      </div>
      {near ? <CategoryGames category={category} /> : <GameRowSkeleton />}
    </section>
  );
});

function CategoryGames({ category }: { category: GameCategory }) {
  const { t } = useTranslation();
  const games = useGames({ category: category.sysname, count: HOME_ROW_GAMES });
  // The tiles render at a lower priority, not in the task that brings react-query's answer; the
  // placeholders stay until then. The tiles a window this wide can show come first, the rest
  // (scrolled to sideways) a slice per idle moment.
  const shown = useDeferredValue(games.data?.items);
  const revealed = useRevealedCount(shown?.length ?? 0, tilesAcross(window.innerWidth), HOME_ROW_SLICE);
  const tiles = useMemo(() => shown?.slice(0, revealed) ?? [], [shown, revealed]);
  const loading = games.isPending || (games.data !== undefined && shown === undefined);
  return games.isError ? (
    <QueryError error={games.error} onRetry={() => void games.refetch()} retrying={games.isFetching} />
  ) : (
    <GameRow
      games={tiles}
      loading={loading}
      revealing={tiles.length < (shown?.length ?? 0)}
      label={t('casino.home.rowLabel', { name: category.name })}
    />
  );
}

/** The casino's contribution to the home page: a horizontal row of games for the first categories. */
export function HomeGameRows() {
  const { t, i18n } = useTranslation();
  const categories = useGameCategories(i18n.language);
  return (
    <section aria-labelledby="home-game-rows-title" data-testid="home-game-rows">
      <h2 id="home-game-rows-title" className={styles.title}>
        {t('casino.home.title')}
      </h2>
      {categories.isPending ? (
        <Skeleton shape="block" height="12rem" />
      ) : categories.isError ? (
        <QueryError error={categories.error} onRetry={() => void categories.refetch()} retrying={categories.isFetching} />
      ) : (
        categories.data.slice(0, HOME_CATEGORY_COUNT).map((category) => <CategoryRow key={category.id} category={category} />)
      )}
    </section>
  );
}
