import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@nfx/design-tokens';
import type { useEvents } from '../api/events';
import * as styles from './board.css';
import { EventCard } from './EventCard';
import { EventCardSkeleton } from './EventCardSkeleton';

/** Placeholder cards while a list loads: enough to reach past a phone's first screen. */
const LOADING_CARDS = [0, 1, 2];

/**
 * The events a list shows. Cards render at a lower priority, in slices that leave the main thread
 * free between them: 50 events with every price are one long task otherwise (about 250 ms on a
 * mid-range phone), and react-query's update would run it at once. Until the cards are ready the
 * list keeps what it showed (placeholders at first). Every caller with the same events sees them
 * arrive in the same render, so a page can wait for a list's final height.
 */
export function useDeferredEvents(events: ReturnType<typeof useEvents>) {
  const shown = useDeferredValue(events.data);
  return { shown, loading: events.isPending || (events.data !== undefined && shown === undefined) };
}

/** The live or upcoming events of the board or of one competition, a placeholder of their size while they load. */
export function EventList({ status, events }: { status: 'live' | 'upcoming'; events: ReturnType<typeof useEvents> }) {
  const { t } = useTranslation();
  const headingId = `betting-${status}`;
  const { shown, loading } = useDeferredEvents(events);
  return (
    <section className={styles.main} aria-labelledby={headingId} aria-busy={loading}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t(`betting.sections.${status}`)}
      </h2>
      {loading ? (
        <div className={styles.events}>
          <p className={visuallyHidden}>{t('betting.loading')}</p>
          {LOADING_CARDS.map((card) => (
            <EventCardSkeleton key={card} />
          ))}
        </div>
      ) : null}
      {events.isError ? (
        <p className={styles.muted} role="alert">
          {t('betting.errors.load')}
        </p>
      ) : null}
      {shown?.length === 0 ? <p className={styles.muted}>{t(`betting.empty.${status}`)}</p> : null}
      {shown?.length ? (
        <div className={styles.events}>
          {shown.map((event) => (
            <EventCard key={event.id} event={event} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
