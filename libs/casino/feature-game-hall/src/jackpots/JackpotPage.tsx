import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SectionPage, useLocalizedPath } from '@nfx/app-runtime';
import { formatMoney } from '@nfx/format';
import { Image, Skeleton, muted } from '@nfx/ui';
import { paths } from '@nfx/paths';
import { useJackpotWinners } from '../api/jackpot-winners';
import { useJackpots } from '../api/jackpots';
import { useGames } from '../api/games';
import { GameRow } from '../home/GameRow';
import { EmptyState } from '../common/EmptyState';
import { QueryError } from '../common/QueryError';
import * as styles from '../common/cards.css';
import { LastWon } from './LastWon';
import { JackpotWinnersTable } from './JackpotWinnersTable';
import { lastWonAt } from './last-win';
import * as pageStyles from './JackpotsPage.css';

/** `/jackpots/{id}`: one pool (by id or sysname): its value and latest winners first, then its games. */
export function JackpotPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation();
  const localized = useLocalizedPath();
  const jackpots = useJackpots(i18n.language);
  const jackpot = jackpots.data?.find((item) => item.sysname === id || String(item.id) === id);
  const winners = useJackpotWinners(jackpot?.id);
  const games = useGames(
    { sysnames: jackpot?.games ?? [], count: Math.max(1, jackpot?.games.length ?? 1) },
    { enabled: (jackpot?.games.length ?? 0) > 0 },
  );

  return (
    <SectionPage namespace="casino" page="jackpots">
      {jackpots.isPending ? (
        <Skeleton shape="block" height="16rem" />
      ) : jackpots.isError ? (
        <QueryError error={jackpots.error} onRetry={() => void jackpots.refetch()} retrying={jackpots.isFetching} />
      ) : !jackpot ? (
        <EmptyState title={t('casino.jackpots.notFound')}>
          <Link to={localized(paths.jackpots())}>{t('casino.common.backToList')}</Link>
        </EmptyState>
      ) : (
        <article aria-labelledby="jackpot-title" data-testid="jackpot-details">
          <div className={pageStyles.summary}>
            <div>
              <h2 id="jackpot-title">{jackpot.name}</h2>
              <p className={muted()}>{t('casino.jackpots.value')}</p>
              <p className={styles.value} aria-live="polite">
                {formatMoney(jackpot.value.amount, jackpot.value.currency)}
              </p>
              <LastWon at={lastWonAt(jackpot, winners.data ?? [])} winsKnown={winners.isSuccess} />
            </div>
            <Image className={pageStyles.thumbnail} src={jackpot.image_url} alt="" width={96} height={64} />
          </div>
          <section className={styles.sectionBlock} aria-labelledby="jackpot-winners">
            <h3 id="jackpot-winners">{t('casino.jackpots.winners')}</h3>
            {winners.isPending ? (
              <Skeleton shape="block" height="8rem" />
            ) : winners.isError ? (
              <QueryError error={winners.error} onRetry={() => void winners.refetch()} retrying={winners.isFetching} />
            ) : winners.data.length === 0 ? (
              <p className={muted()}>{t('casino.jackpots.noWinners')}</p>
            ) : (
              <JackpotWinnersTable wins={winners.data} />
            )}
          </section>
          {jackpot.games.length > 0 && (
            <section className={styles.sectionBlock} aria-labelledby="jackpot-games">
              <h3 id="jackpot-games">{t('casino.jackpots.games')}</h3>
              <GameRow games={games.data?.items ?? []} loading={games.isPending} label={t('casino.jackpots.games')} />
            </section>
          )}
        </article>
      )}
    </SectionPage>
  );
}
