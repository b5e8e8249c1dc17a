import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SectionPage, useLocalizedPath } from '@nfx/app-runtime';
import { formatMoney, formatNumber } from '@nfx/format';
import { Image, Skeleton, muted } from '@nfx/ui';
import { paths } from '@nfx/paths';
import { useTournament } from '../api/tournament';
import { EmptyState } from '../common/EmptyState';
import { QueryError } from '../common/QueryError';
import { Leaderboard } from './Leaderboard';
import { ParticipateButton } from './ParticipateButton';
import { tournamentDates } from './TournamentCard';
import * as styles from '../common/cards.css';

/** `/tournaments/{id}`: the tournament, joining it, its leaderboard, prizes and rules. */
export function TournamentPage() {
  const { id = '' } = useParams();
  const tournamentId = Number(id);
  const { t, i18n } = useTranslation();
  const localized = useLocalizedPath();
  const tournament = useTournament(tournamentId, i18n.language);
  const valid = Number.isInteger(tournamentId) && tournamentId > 0;

  return (
    <SectionPage namespace="casino" page="tournaments">
      {valid && tournament.isPending ? (
        <Skeleton shape="block" height="16rem" />
      ) : tournament.isError ? (
        <QueryError error={tournament.error} onRetry={() => void tournament.refetch()} retrying={tournament.isFetching} />
      ) : !tournament.data ? (
        <EmptyState title={t('casino.tournaments.notFound')}>
          <Link to={localized(paths.tournaments())}>{t('casino.common.backToList')}</Link>
        </EmptyState>
      ) : (
        <article aria-labelledby="tournament-title" data-testid="tournament-details">
          <h2 id="tournament-title">{tournament.data.description.title}</h2>
          <Image className={styles.cardImage} src={tournament.data.image_url} alt="" width={360} height={240} style={{ maxWidth: 360 }} />
          <p>{tournament.data.description.text}</p>
          <p className={muted()}>
            {t(`casino.tournaments.statuses.${tournament.data.extra.status}`)} · {tournamentDates(tournament.data, t)}
          </p>
          <p className={muted()}>{t('casino.tournaments.prizePool')}</p>
          <p className={styles.value}>{formatMoney(tournament.data.total_prize.amount, tournament.data.total_prize.currency)}</p>
          <p className={muted()}>
            {t('casino.tournaments.participants', { count: tournament.data.total_participants })} ·{' '}
            {t('casino.tournaments.gamesCount', { count: tournament.data.games_count })}
          </p>
          {tournament.data.user_info?.is_participating && (
            <p data-testid="tournament-my-result">
              {tournament.data.user_info.place !== null
                ? t('casino.tournaments.yourPlace', {
                    place: tournament.data.user_info.place,
                    points: formatNumber(tournament.data.user_info.points),
                  })
                : t('casino.tournaments.yourPoints', { points: formatNumber(tournament.data.user_info.points) })}
            </p>
          )}
          <ParticipateButton tournament={tournament.data} />
          <p>
            <Link to={localized(paths.tournamentGames(tournament.data.id))}>{t('casino.tournaments.gamesLink')}</Link>
          </p>

          <section className={styles.sectionBlock} aria-labelledby="tournament-leaderboard">
            <h3 id="tournament-leaderboard">{t('casino.tournaments.leaderboard')}</h3>
            <Leaderboard tournamentId={tournament.data.id} />
          </section>

          {tournament.data.winners.length > 0 && (
            <section className={styles.sectionBlock} aria-labelledby="tournament-prizes">
              <h3 id="tournament-prizes">{t('casino.tournaments.prizes')}</h3>
              <div className={styles.tableWrap}>
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th className={styles.cell}>{t('casino.tournaments.place')}</th>
                      <th className={styles.cell}>{t('casino.tournaments.prize')}</th>
                      {tournament.data.extra.status === 'finished' && <th className={styles.cell}>{t('casino.tournaments.player')}</th>}
                    </tr>
                  </thead>
                  <tbody>
                    {tournament.data.winners.map((winner) => (
                      <tr key={winner.place}>
                        <td className={styles.cell}>{winner.place}</td>
                        <td className={styles.cell}>{formatMoney(winner.prize.amount, winner.prize.currency)}</td>
                        {tournament.data?.extra.status === 'finished' && <td className={styles.cell}>{winner.player}</td>}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          )}

          <section className={styles.sectionBlock} aria-labelledby="tournament-rules">
            <h3 id="tournament-rules">{t('casino.tournaments.restrictions')}</h3>
            <ul>
              <li>
                {t('casino.tournaments.minStake', {
                  amount: formatMoney(tournament.data.restrictions.min_stake.amount, tournament.data.restrictions.min_stake.currency),
                })}
              </li>
              {tournament.data.reset_on_cashout && <li>{t('casino.tournaments.resetOnCashout')}</li>}
              {tournament.data.provider && <li>{t('casino.tournaments.provider', { name: tournament.data.provider.name })}</li>}
            </ul>
          </section>
        </article>
      )}
    </SectionPage>
  );
}
