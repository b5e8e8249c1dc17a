import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@nfx/ui';
import { usePlayerLedger } from '../api/players';
import { formatAmount, formatDateTime } from '../common/format';
import { DataTable } from '../common/DataTable';
import { QueryState } from '../common/QueryState';
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
      <QueryState query={ledger} emptyText={(data) => data.items.length === 0 && t('backoffice-players.noLedger')}>
        {(data) => (
          <DataTable
            busy={ledger.isFetching}
            caption={t('backoffice-players.ledgerPage', { page })}
            columns={(['at', 'kind', 'wallet', 'amount', 'balance', 'reference'] as const).map((column) =>
              t(`backoffice-players.ledgerColumns.${column}`),
            )}
          >
            {data.items.map((entry) => (
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
          </DataTable>
        )}
      </QueryState>
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
