import { useTranslation } from 'react-i18next';
import type { PlayerCard } from '../api/players';
import { formatAmount, formatDateTime } from '../common/format';
import { DataTable } from '../common/DataTable';
import { ListSection } from '../common/ListSection';
import * as styles from '../common/backoffice.css';

/** The player's bonuses, newest first, with how far the wagering has come. */
export function PlayerBonuses({ bonuses }: { bonuses: PlayerCard['bonuses'] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <ListSection
      id="player-bonuses"
      title={t('backoffice-players.bonuses')}
      emptyText={bonuses.length === 0 && t('backoffice-players.noBonuses')}
    >
      <DataTable
        columns={(['bonus', 'status', 'amount', 'wagering', 'expires'] as const).map((column) =>
          t(`backoffice-players.bonusColumns.${column}`),
        )}
      >
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
      </DataTable>
    </ListSection>
  );
}
