import { useTranslation } from 'react-i18next';
import type { Bet } from '@nfx/api-contract';
import { formatDate, formatMoney, formatTime } from '@nfx/format';
import { Select, Skeleton } from '@nfx/ui';
import { type BetStatus, useBetHistory } from '../api/bet-history';
import { useErrorText } from '../common/error-text';
import * as styles from '../common/profile.css';
import { eventText, marketText, oddsText, pickText } from './bet-labels';
import { HISTORY_PAGE_SIZE } from './CasinoRounds';
import { BET_STATUSES } from './history-params';
import { Paging } from './Paging';

interface SportsBetsProps {
  status?: BetStatus;
  page: number;
  onChange: (next: { status?: BetStatus; page: number }) => void;
}

/** What a bet paid, or could still pay while it is open. */
function returnText(t: ReturnType<typeof useTranslation>['t'], bet: Bet): string {
  if (bet.status === 'open')
    return t('profile.betHistory.potential', { amount: formatMoney(bet.potential_payout.amount, bet.potential_payout.currency) });
  const paid = bet.payout ?? { amount: 0, currency: bet.stake.currency };
  return formatMoney(paid.amount, paid.currency);
}

/** Sports bets (issue 16): date dd.mm.yyyy and time h:mm, each selection with its event, market and odds, ten a page. */
export function SportsBets({ status, page, onChange }: SportsBetsProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const history = useBetHistory({ page, pageSize: HISTORY_PAGE_SIZE, status });
  const pages = Math.max(1, Math.ceil((history.data?.total ?? 0) / HISTORY_PAGE_SIZE));

  return (
    <>
      <div className={styles.row}>
        <Select
          className={styles.grow}
          label={t('profile.betHistory.status')}
          value={status ?? ''}
          onChange={(event) => onChange({ status: (event.target.value || undefined) as BetStatus | undefined, page: 1 })}
        >
          <option value="">{t('profile.betHistory.statuses.all')}</option>
          {BET_STATUSES.map((entry) => (
            <option key={entry} value={entry}>
              {t(`profile.betHistory.statuses.${entry}`)}
            </option>
          ))}
        </Select>
      </div>
      {history.error ? (
        <p role="alert" className={styles.alert}>
          {errorText(history.error)}
        </p>
      ) : !history.data ? (
        <div aria-busy="true" data-testid="profile-loading">
          <Skeleton shape="block" height="14rem" />
        </div>
      ) : history.data.items.length === 0 ? (
        <p>{t(status ? 'profile.betHistory.sportsEmptyFiltered' : 'profile.betHistory.sportsEmpty')}</p>
      ) : (
        <div className={styles.tableWrap} aria-busy={history.isFetching}>
          <table className={styles.table}>
            <caption className={styles.muted}>{t('profile.betHistory.sportsCaption', { page, pages })}</caption>
            <thead>
              <tr>
                <th className={styles.cell} scope="col">
                  {t('profile.betHistory.date')}
                </th>
                <th className={styles.cell} scope="col">
                  {t('profile.betHistory.time')}
                </th>
                <th className={styles.cell} scope="col">
                  {t('profile.betHistory.selections')}
                </th>
                <th className={styles.cell} scope="col">
                  {t('profile.betHistory.odds')}
                </th>
                <th className={styles.cell} scope="col">
                  {t('profile.betHistory.stake')}
                </th>
                <th className={styles.cell} scope="col">
                  {t('profile.betHistory.statusColumn')}
                </th>
                <th className={styles.cell} scope="col">
                  {t('profile.betHistory.return')}
                </th>
              </tr>
            </thead>
            <tbody>
              {history.data.items.map((bet) => (
                <tr key={bet.id}>
                  <td className={styles.cell}>{formatDate(bet.placed_at)}</td>
                  <td className={styles.cell}>{formatTime(bet.placed_at)}</td>
                  <td className={styles.cell}>
                    <span className={styles.muted}>{t(`profile.betHistory.kinds.${bet.kind}`)}</span>
                    <ul className={styles.legs}>
                      {bet.legs.map((leg) => (
                        <li key={leg.selection_id}>
                          {t('profile.betHistory.leg', {
                            event: eventText(leg),
                            market: marketText(t, leg),
                            pick: pickText(t, leg),
                            odds: oddsText(leg.price),
                          })}
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td className={styles.cell}>{oddsText(bet.price)}</td>
                  <td className={styles.cell}>{formatMoney(bet.stake.amount, bet.stake.currency)}</td>
                  <td className={styles.cell}>{t(`profile.betHistory.statuses.${bet.status}`)}</td>
                  <td className={styles.cell}>{returnText(t, bet)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Paging page={page} pages={pages} onPage={(next) => onChange({ status, page: next })} />
    </>
  );
}
