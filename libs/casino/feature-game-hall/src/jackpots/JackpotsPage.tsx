import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SectionPage, useLocalizedPath } from '@nfx/app-runtime';
import { formatDate, formatMoney } from '@nfx/format';
import { paths } from '@nfx/paths';
import { useJackpots } from '../api/jackpots';
import { CardGridSkeleton } from '../common/CardGridSkeleton';
import { EmptyState } from '../common/EmptyState';
import { QueryError } from '../common/QueryError';
import * as styles from '../common/cards.css';

/** `/jackpots`: every pool with its current value. */
export function JackpotsPage() {
  const { t, i18n } = useTranslation();
  const localized = useLocalizedPath();
  const jackpots = useJackpots(i18n.language);

  return (
    <SectionPage namespace="casino" page="jackpots">
      {jackpots.isPending ? (
        <CardGridSkeleton count={3} />
      ) : jackpots.isError ? (
        <QueryError error={jackpots.error} onRetry={() => void jackpots.refetch()} retrying={jackpots.isFetching} />
      ) : jackpots.data.length === 0 ? (
        <EmptyState title={t('casino.jackpots.empty')} />
      ) : (
        <ul className={styles.cardGrid}>
          {jackpots.data.map((jackpot) => (
            <li key={jackpot.id}>
              <Link className={styles.cardLink} to={localized(paths.jackpot(jackpot.sysname))} data-testid="jackpot-card">
                <img className={styles.cardImage} src={jackpot.image_url} alt="" width={360} height={240} loading="lazy" />
                <span className={styles.cardTitle}>{jackpot.name}</span>
                <span className={styles.muted}>{t('casino.jackpots.value')}</span>
                <span className={styles.value}>{formatMoney(jackpot.value.amount, jackpot.value.currency)}</span>
                <span className={styles.muted}>
                  {jackpot.last_won_at
                    ? t('casino.jackpots.lastWon', { date: formatDate(jackpot.last_won_at) })
                    : t('casino.jackpots.neverWon')}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </SectionPage>
  );
}
