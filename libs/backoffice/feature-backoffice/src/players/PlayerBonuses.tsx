import { useTranslation } from 'react-i18next';
import type { PlayerCard } from '../api/players';
import { formatAmount, formatDateTime } from '../common/format';
import * as styles from '../common/backoffice.css';

/** The player's bonuses, newest first, with how far the wagering has come. */
export function PlayerBonuses({ bonuses }: { bonuses: PlayerCard['bonuses'] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <section aria-labelledby="player-bonuses">
      <h2 id="player-bonuses" className={styles.subtitle}>
        {t('backoffice-players.bonuses')}
      </h2>
      {bonuses.length === 0 ? (
        <p className={styles.muted}>{t('backoffice-players.noBonuses')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('backoffice-players.bonusColumns.bonus')}</th>
                <th scope="col">{t('backoffice-players.bonusColumns.status')}</th>
                <th scope="col">{t('backoffice-players.bonusColumns.amount')}</th>
                <th scope="col">{t('backoffice-players.bonusColumns.wagering')}</th>
                <th scope="col">{t('backoffice-players.bonusColumns.expires')}</th>
              </tr>
            </thead>
            <tbody>
              {bonuses.map((bonus) => (
                <tr key={bonus.id} data-testid="player-bonus">
                  <td>
                    {bonus.title}
                    <br />
                    <span className={styles.muted}>
                      #{bonus.id} · {bonus.source}
                    </span>
                  </td>
                  <td>{t(`backoffice-players.bonusStatus.${bonus.status}`, { defaultValue: bonus.status })}</td>
                  <td>{formatAmount(bonus.amount, bonus.currency, locale)}</td>
                  <td>
                    {t('backoffice-players.wagered', {
                      done: formatAmount(bonus.wagered, bonus.currency, locale),
                      required: formatAmount(bonus.wagering_required, bonus.currency, locale),
                    })}
                  </td>
                  <td>{formatDateTime(bonus.expires_at, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
