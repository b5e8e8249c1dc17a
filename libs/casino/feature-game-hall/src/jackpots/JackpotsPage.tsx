import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SectionPage, useLocalizedPath } from '@nfx/app-runtime';
import { formatMoney } from '@nfx/format';
import { Image, Skeleton, muted } from '@nfx/ui';
import { paths } from '@nfx/paths';
import { useRecentJackpotWinners } from '../api/jackpot-winners';
import { useJackpots } from '../api/jackpots';
import { CardGridSkeleton } from '../common/CardGridSkeleton';
import { EmptyState } from '../common/EmptyState';
import { QueryError } from '../common/QueryError';
import * as styles from '../common/cards.css';
import { JackpotWinnersTable } from './JackpotWinnersTable';
import { LastWon } from './LastWon';
import { lastWonAt } from './last-win';
import * as pageStyles from './JackpotsPage.css';

/** `/jackpots`: every pool with its current value, then the latest wins across the pools. */
export function JackpotsPage() {
  const { t, i18n } = useTranslation();
  const localized = useLocalizedPath();
  const jackpots = useJackpots(i18n.language);
  const winners = useRecentJackpotWinners();
  const wins = winners.data ?? [];

  return (
    <SectionPage namespace="casino" page="jackpots">
      {jackpots.isPending ? (
        <CardGridSkeleton count={3} />
      ) : jackpots.isError ? (
        <QueryError error={jackpots.error} onRetry={() => void jackpots.refetch()} retrying={jackpots.isFetching} />
      ) : jackpots.data.length === 0 ? (
        <EmptyState title={t('casino.jackpots.empty')} />
      ) : (
        <>
          <section aria-labelledby="jackpot-pools">
            <h2 id="jackpot-pools">{t('casino.jackpots.pools')}</h2>
            <ul className={styles.cardGrid}>
              {jackpots.data.map((jackpot) => (
                <li key={jackpot.id}>
                  <Link
                    className={`${styles.cardLink} ${pageStyles.poolCard}`}
                    to={localized(paths.jackpot(jackpot.sysname))}
                    data-testid="jackpot-card"
                  >
                    <span className={pageStyles.poolText}>
                      <span className={styles.cardTitle}>{jackpot.name}</span>
                      <span className={muted()}>{t('casino.jackpots.value')}</span>
                      <span className={styles.value}>{formatMoney(jackpot.value.amount, jackpot.value.currency)}</span>
                      <LastWon at={lastWonAt(jackpot, wins)} winsKnown={winners.isSuccess} />
                    </span>
                    <Image className={pageStyles.thumbnail} src={jackpot.image_url} alt="" width={96} height={64} loading="lazy" />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <section className={styles.sectionBlock} aria-labelledby="jackpot-recent-winners">
            <h2 id="jackpot-recent-winners">{t('casino.jackpots.winners')}</h2>
            {winners.isPending ? (
              <Skeleton shape="block" height="8rem" />
            ) : winners.isError ? (
              <QueryError error={winners.error} onRetry={() => void winners.refetch()} retrying={winners.isFetching} />
            ) : wins.length === 0 ? (
              <p className={muted()}>{t('casino.jackpots.noWinnersAtAll')}</p>
            ) : (
              <JackpotWinnersTable wins={wins} showPool />
            )}
          </section>
        </>
      )}
    </SectionPage>
  );
}
