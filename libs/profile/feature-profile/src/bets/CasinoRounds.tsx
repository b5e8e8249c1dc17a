import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney, formatTime } from '@nfx/format';
import { Select } from '@nfx/ui';
import { type RoundMode, useGameHistory } from '../api/game-history';
import * as styles from '../common/profile.css';
import { HISTORY_PAGE_SIZE, HistoryTable } from './HistoryTable';

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
      filter={
        <Select
          className={styles.grow}
          label={t('profile.betHistory.mode')}
          value={mode ?? ''}
          onChange={(event) => onChange({ mode: (event.target.value || undefined) as RoundMode | undefined, page: 1 })}
        >
          <option value="">{t('profile.betHistory.modes.all')}</option>
          <option value="play">{t('profile.betHistory.modes.play')}</option>
          <option value="demo">{t('profile.betHistory.modes.demo')}</option>
        </Select>
      }
      history={history}
      page={page}
      onPage={(next) => onChange({ mode, page: next })}
      emptyText={t(mode ? 'profile.betHistory.emptyFiltered' : 'profile.betHistory.empty')}
      caption={(pages) => t('profile.betHistory.caption', { page, pages })}
      headings={[
        t('profile.betHistory.date'),
        t('profile.betHistory.time'),
        t('profile.betHistory.game'),
        t('profile.betHistory.modeColumn'),
        t('profile.betHistory.stake'),
        t('profile.betHistory.win'),
      ]}
      itemKey={(round) => round.id}
      cells={(round) => [
        formatDate(round.created_at),
        formatTime(round.created_at),
        round.game.name,
        t(`profile.betHistory.modes.${round.mode}`),
        formatMoney(round.stake.amount, round.stake.currency),
        formatMoney(round.win.amount, round.win.currency),
      ]}
    />
  );
}
