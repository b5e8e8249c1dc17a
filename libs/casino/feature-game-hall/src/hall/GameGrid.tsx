import { useLayoutEffect, useRef, useEffect } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@nfx/design-tokens';
import { Skeleton, useDocumentTop } from '@nfx/ui';
import type { GameItem } from '@nfx/api-contract';
import { GameTile } from './GameTile';
import { gridLayout } from './grid-layout';
import { useElementWidth } from './use-element-width';
import type { useGameActions } from './use-game-actions';
import * as styles from './GameGrid.css';

export interface GameGridProps {
  games: readonly GameItem[];
  total: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  actions: ReturnType<typeof useGameActions>;
  label: string;
}

/** Rows drawn beyond the visible ones, so a fast scroll does not show blank space. */
const OVERSCAN_ROWS = 2;

/**
 * The hall's grid: only the rows near the viewport are in the DOM (the page itself scrolls), so
 * thousands of games cost no more nodes than a screenful. A trailing skeleton row stands for the
 * next page and asks for it when it comes into view.
 */
export function GameGrid({ games, total, hasNextPage, isFetchingNextPage, fetchNextPage, actions, label }: GameGridProps) {
  const { t } = useTranslation();
  const containerRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(containerRef);
  const layout = gridLayout(width);
  const loadedRows = Math.ceil(games.length / layout.columns);
  const rowCount = loadedRows + (hasNextPage ? 1 : 0);
  // The grid's distance from the page top moves when content above it changes (tabs load, an alert shows).
  const scrollMargin = useDocumentTop(containerRef);

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => layout.rowHeight,
    overscan: OVERSCAN_ROWS,
    scrollMargin,
  });

  // Rows have a computed height; re-measure when the column count or width changes it.
  useLayoutEffect(() => {
    virtualizer.measure();
  }, [virtualizer, layout.rowHeight]);

  const rows = virtualizer.getVirtualItems();
  const lastRowIndex = rows.length > 0 ? rows[rows.length - 1]!.index : -1;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastRowIndex >= loadedRows - 1) fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, lastRowIndex, loadedRows, fetchNextPage]);

  const rowStyle = { gridTemplateColumns: `repeat(${layout.columns}, minmax(0, 1fr))`, columnGap: layout.gap };

  return (
    <>
      <div
        ref={containerRef}
        className={styles.viewport}
        style={{ height: virtualizer.getTotalSize() }}
        role="list"
        aria-label={label}
        aria-busy={isFetchingNextPage}
      >
        {rows.map((row) => {
          const first = row.index * layout.columns;
          const style = { ...rowStyle, height: layout.rowHeight - layout.gap, transform: `translateY(${row.start - scrollMargin}px)` };
          if (row.index >= loadedRows) {
            return (
              <div key={`loading-${row.index}`} className={styles.row} style={style} aria-hidden="true" data-testid="game-grid-loading-row">
                {Array.from({ length: layout.columns }, (_, column) => (
                  <Skeleton key={column} shape="block" height={layout.rowHeight - layout.gap} />
                ))}
              </div>
            );
          }
          return (
            <div key={row.key} className={styles.row} style={style} role="presentation">
              {games.slice(first, first + layout.columns).map((game, column) => (
                <GameTile
                  key={game.sysname}
                  {...actions.tileProps(game)}
                  position={first + column + 1}
                  setSize={total}
                  imagePriority={row.index === 0 ? 'high' : 'low'}
                />
              ))}
            </div>
          );
        })}
      </div>
      <p className={visuallyHidden} aria-live="polite">
        {isFetchingNextPage ? t('casino.hall.loadingMore') : ''}
      </p>
    </>
  );
}
