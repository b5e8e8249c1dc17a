import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SportEvent } from '@nfx/api-contract';
import { formatDate, formatTime } from '@nfx/format';
import { useLive } from '../betting-context';
import * as styles from './board.css';
import { marketTitle } from './labels';
import { PriceButton } from './PriceButton';

/** The score and clock of a live event, from the stream. */
function LiveScore({ event }: { event: SportEvent }) {
  const { t } = useTranslation();
  const live = useLive((state) => state.events[event.id]);
  const status = live?.status ?? event.status;
  const home = live?.home ?? event.score.home;
  const away = live?.away ?? event.score.away;
  const clock = live?.clock ?? event.clock;
  if (status === 'prematch') {
    return (
      <span className={styles.meta}>
        {formatDate(event.starts_at)} {formatTime(event.starts_at)}
      </span>
    );
  }
  return (
    <span className={styles.meta}>
      <span className={styles.liveBadge}>{t(`betting.event.${status}`)}</span>{' '}
      <span className={styles.score}>
        {home}:{away}
      </span>{' '}
      {event.sport === 'tennis' ? null : t('betting.event.clock', { clock })}
    </span>
  );
}

/** An event with all its markets. */
export const EventCard = memo(function EventCard({ event }: { event: SportEvent }) {
  const { t } = useTranslation();
  const headingId = `betting-event-${event.id}`;
  return (
    <article className={styles.event} aria-labelledby={headingId}>
      <header className={styles.eventHeader}>
        <h3 id={headingId} className={styles.eventTitle}>
          {event.home} – {event.away}
        </h3>
        <span className={styles.meta}>
          {t(`betting.sports.${event.sport}`)} · {event.competition.name}
        </span>
        <LiveScore event={event} />
      </header>
      {event.markets.map((market) => (
        <section
          key={market.id}
          className={styles.market}
          aria-label={marketTitle(t, event.sport, market.kind, market.line, market.selections.length)}
        >
          <h4 className={styles.marketTitle}>{marketTitle(t, event.sport, market.kind, market.line, market.selections.length)}</h4>
          <div className={styles.prices}>
            {market.selections.map((selection) => (
              <PriceButton
                key={selection.id}
                selectionId={selection.id}
                loadedPrice={selection.price}
                marketId={market.id}
                loadedStatus={market.status}
                eventId={event.id}
                sport={event.sport}
                home={event.home}
                away={event.away}
                market={market.kind}
                line={market.line}
                code={selection.code}
              />
            ))}
          </div>
        </section>
      ))}
    </article>
  );
});
