import { memo } from 'react';
import { useCachedTranslation } from '../cached-translation';
import { Link } from 'react-router';
import type { SportEvent } from '@nfx/api-contract';
import { useLocalizedPath } from '@nfx/app-runtime';
import { paths } from '@nfx/paths';
import * as styles from './board.css';
import { EventMarkets } from './EventMarkets';
import { LiveScore } from './LiveScore';

export interface EventCardProps {
  event: SportEvent;
  /** Its place in a virtualized list (1-based) and the list's length, told to screen readers. */
  position?: number;
  setSize?: number;
}

/** An event with all its markets; its title opens the event's page, its competition's name the competition's. */
export const EventCard = memo(function EventCard({ event, position, setSize }: EventCardProps) {
  const t = useCachedTranslation();
  const localized = useLocalizedPath();
  const headingId = `betting-event-${event.id}`;
  return (
    <article className={styles.event} aria-labelledby={headingId} aria-posinset={position} aria-setsize={setSize}>
      <header className={styles.eventHeader}>
        <h3 id={headingId} className={styles.eventTitle}>
          <Link className={styles.titleLink} to={localized(paths.bettingEvent(event.id))}>
            {event.home} – {event.away}
          </Link>
        </h3>
        <span className={styles.meta}>
          {t(`betting.sports.${event.sport}`)} ·{' '}
          <Link className={styles.metaLink} to={localized(paths.bettingCompetition(event.competition.id))}>
            {event.competition.name}
          </Link>
        </span>
        <LiveScore event={event} />
      </header>
      <EventMarkets event={event} level={4} />
    </article>
  );
});
