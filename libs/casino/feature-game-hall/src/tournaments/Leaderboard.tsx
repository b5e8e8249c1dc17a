import { useTranslation } from 'react-i18next';
import { formatNumber } from '@nfx/format';
import { Skeleton, muted } from '@nfx/ui';
import { useLeaderboard } from '../api/leaderboard';
import { QueryError } from '../common/QueryError';
import * as styles from '../common/cards.css';

/** The tournament's places; the signed-in player's own row stands out. */
export function Leaderboard({ tournamentId }: { tournamentId: number }) {
  const { t } = useTranslation();
  const leaderboard = useLeaderboard(tournamentId);
  if (leaderboard.isPending) return <Skeleton shape="block" height="10rem" />;
  if (leaderboard.isError)
    return <QueryError error={leaderboard.error} onRetry={() => void leaderboard.refetch()} retrying={leaderboard.isFetching} />;
  if (leaderboard.data.items.length === 0) return <p className={muted()}>{t('casino.tournaments.noLeaders')}</p>;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid="leaderboard">
        <thead>
          <tr>
            <th className={styles.cell}>{t('casino.tournaments.place')}</th>
            <th className={styles.cell}>{t('casino.tournaments.player')}</th>
            <th className={styles.cell}>{t('casino.tournaments.points')}</th>
          </tr>
        </thead>
        <tbody>
          {leaderboard.data.items.map((row) => (
            <tr key={row.place} className={row.is_me ? styles.mine : undefined} aria-current={row.is_me ? 'true' : undefined}>
              <td className={styles.cell}>{row.place}</td>
              <td className={styles.cell}>
                {row.player}
                {row.is_me ? ` (${t('casino.tournaments.you')})` : ''}
              </td>
              <td className={styles.cell}>{formatNumber(row.points)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
