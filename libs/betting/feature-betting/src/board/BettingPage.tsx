import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { SportName } from '@nfx/api-contract';
import { useLocalizedPath } from '@nfx/app-runtime';
import { paths } from '@nfx/paths';
import { useEvents } from '../api/events';
import { useShownEvents } from './use-shown-events';
import { useSports } from '../api/sports';
import { BetSlip } from '../slip/BetSlip';
import { heading, muted } from '@nfx/ui';
import * as styles from './board.css';
import { EventList } from './EventList';

// The contract's sports (browser code imports only its types).
const SPORTS: readonly SportName[] = ['football', 'tennis', 'basketball'];
const isSport = (value: string | null): value is SportName => SPORTS.includes(value as SportName);

/** `/betting`: the sports with their counts, live now and upcoming events with every market, and the bet slip. */
export function BettingPage() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const [params, setParams] = useSearchParams();
  const sportParam = params.get('sport');
  const sport = isSport(sportParam) ? sportParam : undefined;
  const sports = useSports();
  // Both lists are asked for at once; the upcoming one is shown once the live one above it has
  // its final height, so a live list answering last never pushes upcoming cards off the screen.
  const live = useShownEvents(useEvents({ status: 'live', ...(sport ? { sport } : {}) }));
  const upcoming = useShownEvents(useEvents({ status: 'upcoming', ...(sport ? { sport } : {}) }));
  const choose = (next: SportName | undefined) => setParams(next ? { sport: next } : {}, { replace: true });
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <header className={styles.intro}>
          <h1 className={heading({ size: 'xl' })}>{t('betting.home.title')}</h1>
          <p className={muted()}>{t('betting.home.description')}</p>
          <Link to={localized(paths.bettingBets())}>{t('betting.nav.bets')}</Link>
        </header>
        {/* Every sport of the contract from the first paint; their counts fill in when known. */}
        <nav aria-label={t('betting.sports.label')} className={styles.sportTabs}>
          <button type="button" className={styles.sportTab} aria-pressed={sport === undefined} onClick={() => choose(undefined)}>
            <span className={styles.sportName}>{t('betting.sports.all')}</span>
          </button>
          {SPORTS.map((name) => {
            const counts = sports.data?.find((item) => item.sport === name);
            return (
              <button key={name} type="button" className={styles.sportTab} aria-pressed={sport === name} onClick={() => choose(name)}>
                <span className={styles.sportName}>{t(`betting.sports.${name}`)}</span>{' '}
                <span className={styles.sportCounts}>
                  {counts ? t('betting.sports.counts', { live: counts.live, upcoming: counts.upcoming }) : null}
                </span>
              </button>
            );
          })}
        </nav>
        <EventList status="live" events={live} />
        {live.isPending ? null : <EventList status="upcoming" events={upcoming} />}
      </div>
      <BetSlip />
    </div>
  );
}
