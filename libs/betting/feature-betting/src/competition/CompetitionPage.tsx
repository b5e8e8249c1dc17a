import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { SectionNotFound, useLocalizedPath } from '@nfx/app-runtime';
import { paths } from '@nfx/paths';
import { Skeleton, heading, muted } from '@nfx/ui';
import { useEvents } from '../api/events';
import { useShownEvents } from '../board/use-shown-events';
import { competitionById, useSports } from '../api/sports';
import * as styles from '../board/board.css';
import { EventList } from '../board/EventList';
import { SMALL_LINE, TITLE_LINE } from '../board/sizes';
import { parseRouteId } from '../route-id';
import { BetSlip } from '../slip/BetSlip';

const TITLE_ID = 'betting-competition-title';

function CompetitionView({ id }: { id: number }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  // The competition's name comes with the sports (usually cached from the board); its events are
  // asked for at the same time, and upcoming shown once live has its height, as on the board.
  const sports = useSports();
  const live = useShownEvents(useEvents({ status: 'live', competition: id }));
  const upcoming = useShownEvents(useEvents({ status: 'upcoming', competition: id }));
  const competition = sports.data ? competitionById(sports.data, id) : undefined;
  // The site server answers 404 by the same list (betting.getsports).
  if (sports.isSuccess && !competition) return <SectionNotFound />;
  return (
    <div className={styles.layout}>
      <div className={styles.main} data-page="betting-competition">
        <nav aria-label={t('betting.breadcrumbs')}>
          <ol className={styles.breadcrumbs}>
            <li className={styles.breadcrumb}>
              <Link to={localized(paths.betting())}>{t('betting.nav.board')}</Link>
            </li>
          </ol>
        </nav>
        <header className={styles.intro} aria-busy={sports.isPending}>
          {competition ? (
            <>
              <h1 id={TITLE_ID} className={heading({ size: 'xl' })}>
                {competition.name}
              </h1>
              <p className={muted()}>
                {t(`betting.sports.${competition.sport}`)} · {competition.country}
              </p>
            </>
          ) : null}
          {sports.isPending ? (
            <>
              <Skeleton shape="text" width="50%" height={TITLE_LINE} />
              <Skeleton shape="text" width="35%" height={SMALL_LINE} />
            </>
          ) : null}
          {sports.isError ? (
            <p className={muted()} role="alert">
              {t('betting.errors.load')}
            </p>
          ) : null}
        </header>
        <EventList status="live" events={live} />
        {live.isPending ? null : <EventList status="upcoming" events={upcoming} />}
      </div>
      <BetSlip />
    </div>
  );
}

/** `/betting/competition/{id}`: one competition's live and upcoming events with every market, beside the slip. */
export function CompetitionPage() {
  const id = parseRouteId(useParams().id);
  if (id === null) return <SectionNotFound />;
  return <CompetitionView key={id} id={id} />;
}
