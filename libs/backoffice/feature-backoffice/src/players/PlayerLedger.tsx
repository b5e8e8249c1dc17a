import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Spinner } from '@nfx/ui';
import { usePlayerLedger } from '../api/players';
import { formatAmount, formatDateTime } from '../common/format';
import { QueryError } from '../common/QueryError';
import * as styles from '../common/backoffice.css';

/** Every posting on the player's ledger accounts, newest first, a page at a time. */
export function PlayerLedger({ playerId }: { playerId: number }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const [page, setPage] = useState(1);
  const ledger = usePlayerLedger(playerId, page);

  return (
    <section aria-labelledby="player-ledger">
      <h2 id="player-ledger" className={styles.subtitle}>
        {t('backoffice-players.ledger')}
      </h2>
      {ledger.isPending ? (
        <Spinner size="md" label={t('backoffice.common.loading')} />
      ) : ledger.isError ? (
        <QueryError error={ledger.error} onRetry={() => void ledger.refetch()} />
      ) : ledger.data.items.length === 0 ? (
        <p className={styles.muted}>{t('backoffice-players.noLedger')}</p>
      ) : (
        <div className={styles.tableWrap} aria-busy={ledger.isFetching || undefined}>
          <table className={styles.table}>
            <caption className={styles.muted}>{t('backoffice-players.ledgerPage', { page })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('backoffice-players.ledgerColumns.at')}</th>
                <th scope="col">{t('backoffice-players.ledgerColumns.kind')}</th>
                <th scope="col">{t('backoffice-players.ledgerColumns.wallet')}</th>
                <th scope="col">{t('backoffice-players.ledgerColumns.amount')}</th>
                <th scope="col">{t('backoffice-players.ledgerColumns.balance')}</th>
                <th scope="col">{t('backoffice-players.ledgerColumns.reference')}</th>
              </tr>
            </thead>
            <tbody>
              {ledger.data.items.map((entry) => (
                <tr key={`${entry.transfer_id}-${entry.account}`} data-testid="ledger-entry">
                  <td>{formatDateTime(entry.at, locale)}</td>
                  <td>
                    {t(`backoffice-players.transferKinds.${entry.kind}`, { defaultValue: entry.kind })}
                    <br />
                    <span className={styles.muted}>#{entry.transfer_id}</span>
                  </td>
                  <td>{t(`backoffice-players.wallets.${entry.account}`, { defaultValue: entry.account })}</td>
                  <td>{formatAmount(entry.amount, entry.currency, locale)}</td>
                  <td>{formatAmount(entry.balance_after, entry.currency, locale)}</td>
                  <td>{entry.reference ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav aria-label={t('backoffice-players.ledgerPaging')} className={styles.rowActions}>
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          {t('backoffice-players.newer')}
        </Button>
        <Button variant="secondary" size="sm" disabled={!ledger.data?.has_more} onClick={() => setPage(page + 1)}>
          {t('backoffice-players.older')}
        </Button>
      </nav>
    </section>
  );
}
