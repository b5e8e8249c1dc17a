import { useTranslation } from 'react-i18next';
import type { PlayerCard } from '../api/players';
import { formatAmount, formatDateTime } from '../common/format';
import * as styles from '../common/backoffice.css';

type Limit = PlayerCard['limits'][number];

/** Limits, the exclusion in force, and the player's own changes to them (newest first). */
export function PlayerProtection({ card }: { card: PlayerCard }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const { exclusion } = card;
  const value = (limit: { amount: string | null; minutes: number | null }, currency: string) =>
    limit.amount !== null ? formatAmount(limit.amount, currency, locale) : t('backoffice-players.minutes', { minutes: limit.minutes ?? 0 });
  const period = (days: number | null) =>
    days === null ? '' : t(`backoffice-players.periods.${days}`, { defaultValue: t('backoffice-players.periods.days', { days }) });

  return (
    <section aria-labelledby="player-protection">
      <h2 id="player-protection" className={styles.subtitle}>
        {t('backoffice-players.protection')}
      </h2>
      <p data-testid="player-exclusion">
        {exclusion
          ? t(exclusion.permanent ? 'backoffice-players.exclusionPermanent' : 'backoffice-players.exclusionUntil', {
              kind: t(`backoffice-players.exclusionKinds.${exclusion.kind}`, { defaultValue: exclusion.kind }),
              end: exclusion.ends_at ? formatDateTime(exclusion.ends_at, locale) : '',
            })
          : t('backoffice-players.noExclusion')}
      </p>
      {card.limits.length === 0 ? (
        <p className={styles.muted}>{t('backoffice-players.noLimits')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={styles.muted}>{t('backoffice-players.limits')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('backoffice-players.limitColumns.kind')}</th>
                <th scope="col">{t('backoffice-players.limitColumns.value')}</th>
                <th scope="col">{t('backoffice-players.limitColumns.pending')}</th>
                <th scope="col">{t('backoffice-players.limitColumns.updated')}</th>
              </tr>
            </thead>
            <tbody>
              {card.limits.map((limit) => (
                <tr key={limit.kind} data-testid="player-limit">
                  <td>{t(`backoffice-players.limitKinds.${limit.kind}`, { defaultValue: limit.kind })}</td>
                  <td>
                    {value(limit, limit.currency)} {period(limit.period_days)}
                  </td>
                  <td>{pendingText(limit)}</td>
                  <td>{formatDateTime(limit.updated_at, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <details>
        <summary>{t('backoffice-players.history', { total: card.protection_history.length })}</summary>
        {card.protection_history.length === 0 ? (
          <p className={styles.muted}>{t('backoffice-players.noHistory')}</p>
        ) : (
          <ul data-testid="protection-history">
            {card.protection_history.map((entry, index) => (
              <li key={`${entry.at}-${index}`}>
                <time dateTime={entry.at}>{formatDateTime(entry.at, locale)}</time>{' '}
                {t(`backoffice-players.historyActions.${entry.action}`, { defaultValue: entry.action })}{' '}
                <span className={styles.muted}>{JSON.stringify(entry.details)}</span>
              </li>
            ))}
          </ul>
        )}
      </details>
    </section>
  );

  function pendingText(limit: Limit): string {
    const pending = limit.pending;
    if (!pending) return '—';
    const when = pending.applies_at ? formatDateTime(pending.applies_at, locale) : '';
    if (pending.removal) return t('backoffice-players.pendingRemoval', { when });
    return t('backoffice-players.pendingChange', {
      value: `${value(pending, limit.currency)} ${period(pending.period_days ?? limit.period_days)}`.trim(),
      when,
    });
  }
}
