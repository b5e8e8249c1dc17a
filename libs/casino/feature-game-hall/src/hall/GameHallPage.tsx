import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SectionPage } from '@nfx/app-runtime';
import { visuallyHidden } from '@nfx/design-tokens';
import { Input, Select, useDebouncedValue } from '@nfx/ui';
import { useInfiniteGames } from '../api/games';
import { EmptyState } from '../common/EmptyState';
import { QueryError } from '../common/QueryError';
import { SEARCH_DEBOUNCE_MS } from '../common/constants';
import { CategoryTabs } from './CategoryTabs';
import { GameGrid } from './GameGrid';
import { GameGridSkeleton } from './GameGridSkeleton';
import { FAVOURITES_CATEGORY, HALL_SORTS, type HallFilters, useHallFilters } from './hall-filters';
import { HALL_PAGE_SIZE, hallFirstPageSize, toGamesFilter, windowViewport } from './hall-pages';
import { ProvidersFilter } from './ProvidersFilter';
import { LikeErrorAlert } from './LikeErrorAlert';
import { useGameActions } from './use-game-actions';
import * as styles from './HallToolbar.css';

/** `/gamehall`: every game, filtered by category, providers and search, in a virtualized grid. */
export function GameHallPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useHallFilters();
  const gamesFilter = useMemo(() => toGamesFilter(filters), [filters]);
  // Fixed for the page's life: a resize must not turn into a new query key and a refetch.
  const [firstPageSize] = useState(() => hallFirstPageSize(windowViewport()));
  const games = useInfiniteGames(gamesFilter, HALL_PAGE_SIZE, firstPageSize);
  const actions = useGameActions();
  const items = useMemo(() => games.data?.pages.flatMap((page) => page.items) ?? [], [games.data]);
  const total = games.data?.pages[0]?.total ?? 0;

  const [searchText, setSearchText] = useState(filters.search);
  const debouncedSearch = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (debouncedSearch.trim() !== filters.search) setFilters({ search: debouncedSearch });
    // Only typing should write the URL; a URL change is mirrored into the field below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);
  useEffect(() => {
    setSearchText((current) => (current.trim() === filters.search ? current : filters.search));
  }, [filters.search]);

  const hasFilters = filters.category !== null || filters.providers.length > 0 || filters.search !== '';

  return (
    <SectionPage namespace="casino" page="gamehall">
      <CategoryTabs active={filters.category} />
      <div className={styles.toolbar}>
        <Input
          type="search"
          label={t('casino.hall.search')}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          maxLength={64}
        />
        <ProvidersFilter selected={filters.providers} onChange={(providers) => setFilters({ providers })} />
        <Select
          label={t('casino.hall.sort')}
          value={filters.sort}
          onChange={(event) => setFilters({ sort: event.target.value as HallFilters['sort'] })}
        >
          {HALL_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`casino.hall.sorts.${sort}`)}
            </option>
          ))}
        </Select>
      </div>
      <p className={visuallyHidden} aria-live="polite">
        {games.isSuccess ? t('casino.hall.count', { count: total }) : ''}
      </p>
      <LikeErrorAlert error={actions.likeError} />
      {games.isPending ? (
        <GameGridSkeleton />
      ) : games.isError && items.length === 0 ? (
        <QueryError error={games.error} onRetry={() => void games.refetch()} retrying={games.isFetching} />
      ) : items.length === 0 ? (
        <EmptyState title={t(filters.category === FAVOURITES_CATEGORY ? 'casino.hall.noFavourites' : 'casino.hall.empty')}>
          {hasFilters && <Link to={{ search: '' }}>{t('casino.hall.resetFilters')}</Link>}
        </EmptyState>
      ) : (
        <>
          <GameGrid
            games={items}
            total={total}
            hasNextPage={games.hasNextPage && !games.isFetchNextPageError}
            isFetchingNextPage={games.isFetchingNextPage}
            fetchNextPage={games.fetchNextPage}
            actions={actions}
            label={t('casino.hall.gamesList')}
          />
          {games.isFetchNextPageError && (
            <QueryError error={games.error} onRetry={() => void games.fetchNextPage()} retrying={games.isFetchingNextPage} />
          )}
        </>
      )}
    </SectionPage>
  );
}
