import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney, formatTime } from '@nfx/format';
import { Button, Select, Skeleton, panel } from '@nfx/ui';
import { type RoundMode, useGameHistory } from '../api/game-history';
import { useErrorText } from '../common/error-text';
import { ProfileFrame } from '../common/ProfileFrame';
import * as styles from '../common/profile.css';

export const HISTORY_PAGE_SIZE = 10;

/** The filter and page live in the address (`?mode=play&page=2`), so a reload or a shared link shows the same rows. */
function useHistoryParams() {
  const [params, setParams] = useSearchParams();
  const modeParam = params.get('mode');
  const mode: RoundMode | undefined = modeParam === 'play' || modeParam === 'demo' ? modeParam : undefined;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const update = (next: { mode?: RoundMode; page: number }) => {
    const query = new URLSearchParams();
    if (next.mode) query.set('mode', next.mode);
    if (next.page > 1) query.set('page', String(next.page));
    setParams(query, { replace: false });
  };
  return { mode, page, update };
}

/** Casino rounds (spec §2 bet history): date dd.mm.yyyy and time h:mm, real-money or demo, ten a page. */
export function BetHistoryPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { mode, page, update } = useHistoryParams();
  const history = useGameHistory({ page, pageSize: HISTORY_PAGE_SIZE, mode });
  const pages = Math.max(1, Math.ceil((history.data?.total ?? 0) / HISTORY_PAGE_SIZE));

  return (
    <ProfileFrame page="betHistory">
      <div className={panel({ padding: 'md' })}>
        <div className={styles.row}>
          <Select
            className={styles.grow}
            label={t('profile.betHistory.mode')}
            value={mode ?? ''}
            onChange={(event) => update({ mode: (event.target.value || undefined) as RoundMode | undefined, page: 1 })}
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
        {pages > 1 && (
          <nav className={styles.row} aria-label={t('profile.betHistory.paging')}>
            <Button type="button" variant="secondary" size="sm" disabled={page <= 1} onClick={() => update({ mode, page: page - 1 })}>
              {t('profile.betHistory.previous')}
            </Button>
            <span aria-live="polite">{t('profile.betHistory.pageOf', { page, pages })}</span>
            <Button type="button" variant="secondary" size="sm" disabled={page >= pages} onClick={() => update({ mode, page: page + 1 })}>
              {t('profile.betHistory.next')}
            </Button>
          </nav>
        )}
      </div>
    </ProfileFrame>
  );
}
