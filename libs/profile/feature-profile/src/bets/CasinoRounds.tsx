import { useTranslation } from 'react-i18next';
import { formatMoney } from '@nfx/format';
import { type RoundMode, useGameHistory } from '../api/game-history';
import { HISTORY_PAGE_SIZE, HistoryTable } from './HistoryTable';

const ROUND_MODES: readonly RoundMode[] = ['play', 'demo'];

interface CasinoRoundsProps {
  mode?: RoundMode;
  page: number;
  onChange: (next: { mode?: RoundMode; page: number }) => void;
}

/** Casino rounds: date dd.mm.yyyy and time h:mm, real-money or demo, ten a page. */
export function CasinoRounds({ mode, page, onChange }: CasinoRoundsProps) {
  const { t } = useTranslation();
  const history = useGameHistory({ page, pageSize: HISTORY_PAGE_SIZE, mode });

  return (
    <HistoryTable
      filter={{
        label: t('profile.betHistory.mode'),
        value: mode,
        values: ROUND_MODES,
        allLabel: t('profile.betHistory.modes.all'),
        valueLabel: (entry) => t(`profile.betHistory.modes.${entry}`),
      }}
      history={history}
      page={page}
      onChange={(next) => onChange({ mode: next.value, page: next.page })}
      emptyText={{ all: t('profile.betHistory.empty'), filtered: t('profile.betHistory.emptyFiltered') }}
      caption={(pages) => t('profile.betHistory.caption', { page, pages })}
      when={(round) => round.created_at}
      headings={[
        t('profile.betHistory.game'),
        t('profile.betHistory.modeColumn'),
        t('profile.betHistory.stake'),
        t('profile.betHistory.win'),
      ]}
      itemKey={(round) => round.id}
      cells={(round) => [
        round.game.name,
        t(`profile.betHistory.modes.${round.mode}`),
        formatMoney(round.stake.amount, round.stake.currency),
        formatMoney(round.win.amount, round.win.currency),
      ]}
    />
  );
}
