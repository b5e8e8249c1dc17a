import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SectionPage, useLocalizedPath } from '@nfx/app-runtime';
import { visuallyHidden } from '@nfx/design-tokens';
import { formatDate, formatMoney, formatNumber, formatTime } from '@nfx/format';
import { Image, Skeleton, muted } from '@nfx/ui';
import { paths } from '@nfx/paths';
import { type WinnersFeed, useWinners } from '../api/winners';
import { EmptyState } from '../common/EmptyState';
import { QueryError } from '../common/QueryError';
import * as styles from '../common/cards.css';
import * as toolbar from '../hall/HallToolbar.css';
import * as feed from './WinnersPage.css';

const FEEDS: readonly WinnersFeed[] = ['live', 'top'];

/** `/winners`: the latest wins as they happen, or the week's biggest (`?feed=top`). */
export function WinnersPage() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const [params] = useSearchParams();
  const current: WinnersFeed = params.get('feed') === 'top' ? 'top' : 'live';
  const winners = useWinners(current);

  return (
    <SectionPage namespace="casino" page="winners">
      <nav aria-label={t('casino.winners.feeds')}>
        <ul className={styles.tabs}>
          {FEEDS.map((item) => (
            <li key={item}>
              <Link
                className={toolbar.tab}
                to={{ search: item === 'live' ? '' : `?feed=${item}` }}
                aria-current={item === current ? 'page' : undefined}
              >
                {t(`casino.winners.${item}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {winners.isPending ? (
        <Skeleton shape="block" height="20rem" />
      ) : winners.isError ? (
        <QueryError error={winners.error} onRetry={() => void winners.refetch()} retrying={winners.isFetching} />
      ) : winners.data.length === 0 ? (
        <EmptyState title={t('casino.winners.empty')} />
      ) : (
        <ol className={feed.list} aria-label={t(`casino.winners.${current}`)} data-testid="winners-feed">
          {winners.data.map((win) => (
            <li key={win.id} className={feed.item}>
              <Image className={feed.thumb} src={win.game.image_url} alt="" width={72} height={48} loading="lazy" />
              <span className={feed.text}>
                <span>
                  {t('casino.winners.win', {
                    player: win.player,
                    amount: formatMoney(win.amount.amount, win.amount.currency),
                    game: win.game.name,
                  })}
                </span>
                <span className={muted()}>
                  <time dateTime={win.won_at}>
                    {formatDate(win.won_at)} {formatTime(win.won_at)}
                  </time>
                  {win.multiplier !== null && win.multiplier > 1
                    ? ` · ${t('casino.winners.multiplier', { value: formatNumber(win.multiplier) })}`
                    : ''}
                </span>
              </span>
              <Link to={localized(paths.game(win.game.sysname))} className={feed.play}>
                {t('casino.common.playNow')}
                <span className={visuallyHidden}> — {win.game.name}</span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </SectionPage>
  );
}
