import { useTranslation } from 'react-i18next';
import type { Bet } from '@nfx/api-contract';
import { formatMoney } from '@nfx/format';
import { muted } from '@nfx/ui';
import { type BetStatus, useBetHistory } from '../api/bet-history';
import * as styles from '../common/profile.css';
import { eventText, marketText, oddsText, pickText } from './bet-labels';
import { BET_STATUSES } from './history-params';
import { HISTORY_PAGE_SIZE, HistoryTable } from './HistoryTable';

interface SportsBetsProps {
  status?: BetStatus;
  page: number;
  onChange: (next: { status?: BetStatus; page: number }) => void;
}

type Translate = ReturnType<typeof useTranslation>['t'];

/** What a bet paid, or could still pay while it is open. */
function returnText(t: Translate, bet: Bet): string {
  if (bet.status === 'open')
    return t('profile.betHistory.potential', { amount: formatMoney(bet.potential_payout.amount, bet.potential_payout.currency) });
  const paid = bet.payout ?? { amount: 0, currency: bet.stake.currency };
  return formatMoney(paid.amount, paid.currency);
}

/** The bet's kind, then each selection with its event, market, pick and odds. */
function Selections({ t, bet }: { t: Translate; bet: Bet }) {
  return (
    <>
      <span className={muted({ size: 'inherit' })}>{t(`profile.betHistory.kinds.${bet.kind}`)}</span>
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
    </>
  );
}

/** The stake, and that a free bet paid it when one did. */
function StakeText({ t, bet }: { t: Translate; bet: Bet }) {
  const stake = formatMoney(bet.stake.amount, bet.stake.currency);
  if (bet.free_bet_id === null) return <>{stake}</>;
  return (
    <>
      {stake} <span className={muted({ size: 'inherit' })}>({t('profile.betHistory.freeBet')})</span>
    </>
  );
}

/** Sports bets (issue 16): date dd.mm.yyyy and time h:mm, each selection with its event, market and odds, ten a page. */
export function SportsBets({ status, page, onChange }: SportsBetsProps) {
  const { t } = useTranslation();
  const history = useBetHistory({ page, pageSize: HISTORY_PAGE_SIZE, status });

  return (
    <HistoryTable
      filter={{
        label: t('profile.betHistory.status'),
        value: status,
        values: BET_STATUSES,
        allLabel: t('profile.betHistory.statuses.all'),
        valueLabel: (entry) => t(`profile.betHistory.statuses.${entry}`),
      }}
      history={history}
      page={page}
      onChange={(next) => onChange({ status: next.value, page: next.page })}
      emptyText={{ all: t('profile.betHistory.sportsEmpty'), filtered: t('profile.betHistory.sportsEmptyFiltered') }}
      caption={(pages) => t('profile.betHistory.sportsCaption', { page, pages })}
      when={(bet) => bet.placed_at}
      headings={[
        t('profile.betHistory.selections'),
        t('profile.betHistory.odds'),
        t('profile.betHistory.stake'),
        t('profile.betHistory.statusColumn'),
        t('profile.betHistory.return'),
      ]}
      itemKey={(bet) => bet.id}
      cells={(bet) => [
        <Selections key="selections" t={t} bet={bet} />,
        oddsText(bet.price),
        <StakeText key="stake" t={t} bet={bet} />,
        t(`profile.betHistory.statuses.${bet.status}`),
        returnText(t, bet),
      ]}
    />
  );
}
