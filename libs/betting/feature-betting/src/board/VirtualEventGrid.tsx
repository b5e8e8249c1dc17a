import { useLayoutEffect, useRef } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { SportEvent } from '@nfx/api-contract';
import { useDocumentTop } from '@nfx/ui';
import * as styles from './board.css';
import { EventCard } from './EventCard';
import { useBoardColumns } from './use-board-columns';

/** A football card's height with its gap, until a row is measured (cards of other sports are shorter). */
const ESTIMATED_ROW_PX = 368;
/** Rows drawn beyond the visible ones, so scrolling and tabbing always find the next card in place. */
const OVERSCAN_ROWS = 3;

/**
 * A long list of events with only the rows near the screen in the page (the page itself scrolls):
 * a live board of hundreds of events, each price changing many times a second, would otherwise
 * make every click and keystroke pay for laying out, hit-testing and painting thousands of
 * buttons (interaction latency measured by `npm run bench`). Rows take their measured height;
 * each card tells screen readers its place in the whole list.
 */
export function VirtualEventGrid({ events }: { events: readonly SportEvent[] }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const columns = useBoardColumns();
  const rowCount = Math.ceil(events.length / columns);
  const scrollMargin = useDocumentTop(containerRef);

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: OVERSCAN_ROWS,
    scrollMargin,
  });

  // Rows hold other cards when the column count changes: measure them again.
  useLayoutEffect(() => {
    virtualizer.measure();
  }, [virtualizer, columns]);

  return (
    <div ref={containerRef} className={styles.virtualEvents} style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((row) => {
        const first = row.index * columns;
        return (
          <div
            key={row.key}
            ref={virtualizer.measureElement}
            data-index={row.index}
            className={styles.virtualRow}
            style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, transform: `translateY(${row.start - scrollMargin}px)` }}
          >
            {events.slice(first, first + columns).map((event, column) => (
              <EventCard key={event.id} event={event} position={first + column + 1} setSize={events.length} />
            ))}
          </div>
        );
      })}
    </div>
  );
}
