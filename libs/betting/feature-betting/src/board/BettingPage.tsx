import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { SportName } from '@nfx/api-contract';
import { useLocalizedPath } from '@nfx/app-runtime';
import { paths } from '@nfx/paths';
import { useEvents } from '../api/events';
import { useSports } from '../api/sports';
import { BetSlip } from '../slip/BetSlip';
import * as styles from './board.css';
import { EventCard } from './EventCard';

// The contract's sports (browser code imports only its types).
const SPORTS: readonly SportName[] = ['football', 'tennis', 'basketball'];
const isSport = (value: string | null): value is SportName => SPORTS.includes(value as SportName);

function EventList({ status, sport }: { status: 'live' | 'upcoming'; sport: SportName | undefined }) {
  const { t } = useTranslation();
  const events = useEvents({ status, ...(sport ? { sport } : {}) });
  const headingId = `betting-${status}`;
  return (
    <section className={styles.main} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t(`betting.sections.${status}`)}
      </h2>
      {events.isPending ? <p className={styles.muted}>{t('betting.loading')}</p> : null}
      {events.isError ? (
        <p className={styles.muted} role="alert">
          {t('betting.errors.load')}
        </p>
      ) : null}
      {events.data?.length === 0 ? <p className={styles.muted}>{t(`betting.empty.${status}`)}</p> : null}
      <div className={styles.events}>
        {events.data?.map((event) => (
          <EventCard key={event.id} event={event} />
        ))}
      </div>
    </section>
  );
}

/** `/betting`: the sports with their counts, live now and upcoming events with every market, and the bet slip. */
export function BettingPage() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const [params, setParams] = useSearchParams();
  const sportParam = params.get('sport');
  const sport = isSport(sportParam) ? sportParam : undefined;
  const sports = useSports();
  const choose = (next: SportName | undefined) => setParams(next ? { sport: next } : {}, { replace: true });
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <header className={styles.intro}>
          <h1 className={styles.heading}>{t('betting.home.title')}</h1>
          <p className={styles.muted}>{t('betting.home.description')}</p>
          <Link to={localized(paths.bettingBets())}>{t('betting.nav.bets')}</Link>
        </header>
        <nav aria-label={t('betting.sports.label')} className={styles.tabs}>
          <button type="button" className={styles.tab} aria-pressed={sport === undefined} onClick={() => choose(undefined)}>
            {t('betting.sports.all')}
          </button>
          {(sports.data ?? []).map((item) => (
            <button
              key={item.sport}
              type="button"
              className={styles.tab}
              aria-pressed={sport === item.sport}
              onClick={() => choose(item.sport)}
            >
              {t(`betting.sports.${item.sport}`)} {t('betting.sports.counts', { live: item.live, upcoming: item.upcoming })}
            </button>
          ))}
        </nav>
        <EventList status="live" sport={sport} />
        <EventList status="upcoming" sport={sport} />
      </div>
      <BetSlip />
    </div>
  );
}
