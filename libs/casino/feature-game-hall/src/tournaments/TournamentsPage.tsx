import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SectionPage } from '@nfx/app-runtime';
import { useTournaments } from '../api/tournaments';
import type { TournamentStatus } from '@nfx/api-contract';
import { CardGridSkeleton } from '../common/CardGridSkeleton';
import { EmptyState } from '../common/EmptyState';
import { QueryError } from '../common/QueryError';
import { TournamentCard } from './TournamentCard';
import * as styles from '../common/cards.css';
import * as toolbar from '../hall/HallToolbar.css';

export const TOURNAMENT_STATUSES: readonly TournamentStatus[] = ['active', 'future', 'finished'];

function statusOf(value: string | null): TournamentStatus {
  return TOURNAMENT_STATUSES.includes(value as TournamentStatus) ? (value as TournamentStatus) : 'active';
}

/** `/tournaments`: active, upcoming and finished tournaments, the tab kept in `?status=`. */
export function TournamentsPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const status = statusOf(params.get('status'));
  const tournaments = useTournaments(status, i18n.language);

  return (
    <SectionPage namespace="casino" page="tournaments">
      <nav aria-label={t('casino.tournaments.tabs')}>
        <ul className={styles.tabs}>
          {TOURNAMENT_STATUSES.map((item) => (
            <li key={item}>
              <Link
                className={toolbar.tab}
                to={{ search: item === 'active' ? '' : `?status=${item}` }}
                aria-current={item === status ? 'page' : undefined}
              >
                {t(`casino.tournaments.statuses.${item}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {tournaments.isPending ? (
        <CardGridSkeleton count={3} />
      ) : tournaments.isError ? (
        <QueryError error={tournaments.error} onRetry={() => void tournaments.refetch()} retrying={tournaments.isFetching} />
      ) : tournaments.data.items.length === 0 ? (
        <EmptyState title={t('casino.tournaments.empty')} />
      ) : (
        <ul className={styles.cardGrid}>
          {tournaments.data.items.map((tournament) => (
            <li key={tournament.id}>
              <TournamentCard tournament={tournament} />
            </li>
          ))}
        </ul>
      )}
    </SectionPage>
  );
}
