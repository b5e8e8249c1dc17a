import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney, formatTime } from '@nfx/format';
import { Select, Skeleton } from '@nfx/ui';
import { type RoundMode, useGameHistory } from '../api/game-history';
import { useErrorText } from '../common/error-text';
import * as styles from '../common/profile.css';
import { Paging } from './Paging';

export const HISTORY_PAGE_SIZE = 10;

interface CasinoRoundsProps {
  mode?: RoundMode;
  page: number;
  onChange: (next: { mode?: RoundMode; page: number }) => void;
}

/** Casino rounds: date dd.mm.yyyy and time h:mm, real-money or demo, ten a page. */
export function CasinoRounds({ mode, page, onChange }: CasinoRoundsProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const history = useGameHistory({ page, pageSize: HISTORY_PAGE_SIZE, mode });
  const pages = Math.max(1, Math.ceil((history.data?.total ?? 0) / HISTORY_PAGE_SIZE));

  return (
    <>
      <div className={styles.row}>
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
        <p>{t(mode ? 'profile.betHistory.emptyFiltered' : 'profile.betHistory.empty')}</p>
      ) : (
        <div className={styles.tableWrap} aria-busy={history.isFetching}>
          <table className={styles.table}>
            <caption className={styles.muted}>{t('profile.betHistory.caption', { page, pages })}</caption>
            <thead>
              <tr>
                <th className={styles.cell} scope="col">
                  {t('profile.betHistory.date')}
                </th>
                <th className={styles.cell} scope="col">
                  {t('profile.betHistory.time')}
                </th>
                <th className={styles.cell} scope="col">
                  {t('profile.betHistory.game')}
                </th>
                <th className={styles.cell} scope="col">
                  {t('profile.betHistory.modeColumn')}
                </th>
                <th className={styles.cell} scope="col">
                  {t('profile.betHistory.stake')}
                </th>
                <th className={styles.cell} scope="col">
                  {t('profile.betHistory.win')}
                </th>
              </tr>
            </thead>
            <tbody>
              {history.data.items.map((round) => (
                <tr key={round.id}>
                  <td className={styles.cell}>{formatDate(round.created_at)}</td>
                  <td className={styles.cell}>{formatTime(round.created_at)}</td>
                  <td className={styles.cell}>{round.game.name}</td>
                  <td className={styles.cell}>{t(`profile.betHistory.modes.${round.mode}`)}</td>
                  <td className={styles.cell}>{formatMoney(round.stake.amount, round.stake.currency)}</td>
                  <td className={styles.cell}>{formatMoney(round.win.amount, round.win.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Paging page={page} pages={pages} onPage={(next) => onChange({ mode, page: next })} />
    </>
  );
}
