import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Bet } from '@nfx/api-contract';
import { useLocalizedPath } from '@nfx/app-runtime';
import { formatDate, formatMoney, formatTime } from '@nfx/format';
import { paths } from '@nfx/paths';
import { useIsAuthenticated } from '@nfx/session';
import { useBets } from '../api/bets';
import { heading, muted } from '@nfx/ui';
import * as board from '../board/board.css';
import { formatPrice, selectionName } from '../board/labels';
import * as styles from './bets.css';

function BetRow({ bet }: { bet: Bet }) {
  const { t } = useTranslation();
  return (
    <li className={styles.bet}>
      <p className={styles.row}>
        <strong>{t(`betting.bets.kind.${bet.kind}`)}</strong>
        <span className={styles.status} data-status={bet.status}>
          {t(`betting.bets.status.${bet.status}`)}
        </span>
      </p>
      <ul className={styles.legs}>
        {bet.legs.map((leg) => (
          <li key={leg.selection_id}>
            {selectionName(t, leg)} · {leg.home} – {leg.away} · {formatPrice(leg.price)}
            {leg.outcome ? ` · ${t(`betting.bets.status.${leg.outcome}`)}` : ''}
          </li>
        ))}
      </ul>
      <p className={styles.row}>
        <span>
          {t('betting.bets.stake')}: {formatMoney(bet.stake.amount, bet.stake.currency)}
        </span>
        <span>
          {t('betting.bets.odds')}: {formatPrice(bet.price)}
        </span>
        <span>
          {bet.payout
            ? `${t('betting.bets.payout')}: ${formatMoney(bet.payout.amount, bet.payout.currency)}`
            : `${t('betting.bets.potential')}: ${formatMoney(bet.potential_payout.amount, bet.potential_payout.currency)}`}
        </span>
      </p>
      {bet.free_bet_id !== null ? <p className={muted()}>{t('betting.bets.freeBet')}</p> : null}
      <p className={muted()}>{t('betting.bets.placedAt', { date: formatDate(bet.placed_at), time: formatTime(bet.placed_at) })}</p>
    </li>
  );
}

/** `/betting/bets`: the player's open and settled bets. */
export function MyBetsPage() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const signedIn = useIsAuthenticated();
  const [status, setStatus] = useState<'open' | 'settled'>('open');
  const bets = useBets(status, signedIn);
  return (
    <div className={board.main}>
      <h1 className={heading({ size: 'xl' })}>{t('betting.bets.title')}</h1>
      <Link to={localized(paths.betting())}>{t('betting.nav.board')}</Link>
      {!signedIn ? (
        <p className={muted()}>{t('betting.bets.signIn')}</p>
      ) : (
        <>
          <div className={board.tabs}>
            {(['open', 'settled'] as const).map((tab) => (
              <button key={tab} type="button" className={board.tab} aria-pressed={status === tab} onClick={() => setStatus(tab)}>
                {t(`betting.bets.${tab}`)}
              </button>
            ))}
          </div>
          {bets.isPending ? <p className={muted()}>{t('betting.loading')}</p> : null}
          {bets.isError ? (
            <p className={muted()} role="alert">
              {t('betting.errors.load')}
            </p>
          ) : null}
          {bets.data?.items.length === 0 ? <p className={muted()}>{t('betting.bets.empty')}</p> : null}
          <ul className={styles.list} aria-label={t(`betting.bets.${status}`)}>
            {bets.data?.items.map((bet) => (
              <BetRow key={bet.id} bet={bet} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
