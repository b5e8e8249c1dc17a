import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@nfx/design-tokens';
import { muted } from '@nfx/ui';
import * as styles from './board.css';
import { EventCard } from './EventCard';
import { EventCardSkeleton } from './EventCardSkeleton';
import type { ShownEvents } from './use-shown-events';
import { VirtualEventGrid } from './VirtualEventGrid';

/** Placeholder cards while a list loads: enough to reach past a phone's first screen. */
const LOADING_CARDS = [0, 1, 2];
/** Lists longer than this keep only the cards near the screen in the page (a few screens' worth are cheap to keep whole). */
export const VIRTUALIZE_FROM = 24;

/** The live or upcoming events of the board or of one competition, a placeholder of their size while they load. */
export function EventList({ status, events }: { status: 'live' | 'upcoming'; events: ShownEvents }) {
  const { t } = useTranslation();
  const headingId = `betting-${status}`;
  const list = events.data ?? [];
  return (
    <section className={styles.main} aria-labelledby={headingId} aria-busy={events.isPending}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t(`betting.sections.${status}`)}
      </h2>
      {events.isPending ? (
        <div className={styles.events}>
          <p className={visuallyHidden}>{t('betting.loading')}</p>
          {LOADING_CARDS.map((card) => (
            <EventCardSkeleton key={card} />
          ))}
        </div>
      ) : null}
      {events.isError ? (
        <p className={muted()} role="alert">
          {t('betting.errors.load')}
        </p>
      ) : null}
      {events.data?.length === 0 ? <p className={muted()}>{t(`betting.empty.${status}`)}</p> : null}
      {list.length > VIRTUALIZE_FROM ? (
        <VirtualEventGrid events={list} />
      ) : list.length > 0 ? (
        <div className={styles.events}>
          {list.map((event) => (
            <EventCard key={event.id} event={event} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
