import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { SportEvent } from '@nfx/api-contract';
import { SectionNotFound, useLocalizedPath } from '@nfx/app-runtime';
import { visuallyHidden } from '@nfx/design-tokens';
import { paths } from '@nfx/paths';
import { Button, heading, muted } from '@nfx/ui';
import { isUnknownEvent, useEvent } from '../api/event';
import { useLive } from '../betting-context';
import * as styles from '../board/board.css';
import { EventCardSkeleton } from '../board/EventCardSkeleton';
import { EventMarkets } from '../board/EventMarkets';
import { LiveScore } from '../board/LiveScore';
import { parseRouteId } from '../route-id';
import { BetSlip } from '../slip/BetSlip';

const TITLE_ID = 'betting-event-title';

function EventDetail({ event }: { event: SportEvent }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  // The stream says when play ends; until the page reads the event again, its own status is the loaded one.
  const status = useLive((state) => state.events[event.id]?.status ?? event.status);
  const closed = status === 'finished' || status === 'abandoned';
  return (
    <article className={styles.main} aria-labelledby={TITLE_ID} data-page="betting-event">
      <nav aria-label={t('betting.breadcrumbs')}>
        <ol className={styles.breadcrumbs}>
          <li className={styles.breadcrumb}>
            <Link to={localized(paths.betting())}>{t('betting.nav.board')}</Link>
          </li>
          <li className={styles.breadcrumb}>
            <Link to={localized(paths.bettingCompetition(event.competition.id))}>{event.competition.name}</Link>
          </li>
        </ol>
      </nav>
      <header className={styles.intro}>
        <h1 id={TITLE_ID} className={heading({ size: 'xl' })}>
          {event.home} – {event.away}
        </h1>
        <span className={styles.meta}>
          {t(`betting.sports.${event.sport}`)} · {event.competition.name} · {event.competition.country}
        </span>
        <LiveScore event={event} />
      </header>
      {closed ? <p className={muted()}>{t('betting.eventPage.closed')}</p> : null}
      {event.markets.length ? (
        <div className={styles.event}>
          <EventMarkets event={event} level={2} />
        </div>
      ) : (
        <p className={muted()}>{t('betting.eventPage.noMarkets')}</p>
      )}
    </article>
  );
}

function EventView({ id }: { id: number }) {
  const { t } = useTranslation();
  const event = useEvent(id);
  // The API refuses an id no event has; the site server answers 404 for it by the same call.
  if (event.isError && isUnknownEvent(event.error)) return <SectionNotFound />;
  return (
    <div className={styles.layout}>
      <div className={styles.main} aria-busy={event.isPending}>
        {event.isPending ? (
          <>
            <p className={visuallyHidden}>{t('betting.loading')}</p>
            <EventCardSkeleton />
          </>
        ) : null}
        {event.isError ? (
          <div className={styles.intro}>
            <p className={muted()} role="alert">
              {t('betting.errors.loadEvent')}
            </p>
            <Button type="button" variant="secondary" onClick={() => void event.refetch()}>
              {t('betting.retry')}
            </Button>
          </div>
        ) : null}
        {event.data ? <EventDetail event={event.data} /> : null}
      </div>
      <BetSlip />
    </div>
  );
}

/** `/betting/event/{id}`: one event with every market, its live prices from the stream, adding to the same slip. */
export function EventPage() {
  const id = parseRouteId(useParams().id);
  if (id === null) return <SectionNotFound />;
  // Keyed by id: going from one event to another starts from that event's own state.
  return <EventView key={id} id={id} />;
}
