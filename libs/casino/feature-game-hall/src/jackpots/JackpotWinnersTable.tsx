import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '@nfx/app-runtime';
import { formatDate, formatMoney, formatTime } from '@nfx/format';
import type { JackpotWin } from '@nfx/api-contract';
import { paths } from '@nfx/paths';
import * as styles from '../common/cards.css';

/** Latest jackpot wins, newest first; `showPool` adds the pool's column (the list of every pool). */
export function JackpotWinnersTable({ wins, showPool = false }: { wins: readonly JackpotWin[]; showPool?: boolean }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th className={styles.cell}>{t('casino.jackpots.player')}</th>
            <th className={styles.cell}>{t('casino.jackpots.amount')}</th>
            {showPool && <th className={styles.cell}>{t('casino.jackpots.pool')}</th>}
            <th className={styles.cell}>{t('casino.jackpots.game')}</th>
            <th className={styles.cell}>{t('casino.jackpots.date')}</th>
          </tr>
        </thead>
        <tbody>
          {wins.map((win) => (
            <tr key={win.id}>
              <td className={styles.cell}>{win.player}</td>
              <td className={styles.cell}>{formatMoney(win.amount.amount, win.amount.currency)}</td>
              {showPool && (
                <td className={styles.cell}>
                  <Link to={localized(paths.jackpot(win.jackpot.sysname))}>{win.jackpot.name}</Link>
                </td>
              )}
              <td className={styles.cell}>{win.game && <Link to={localized(paths.game(win.game.sysname))}>{win.game.name}</Link>}</td>
              <td className={styles.cell}>
                {formatDate(win.won_at)} {formatTime(win.won_at)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
