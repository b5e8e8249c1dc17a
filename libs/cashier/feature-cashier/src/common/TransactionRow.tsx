import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { HistoryItem } from '@nfx/api-contract';
import { useLocalizedPath } from '@nfx/app-runtime';
import { formatDate, formatMoney, formatTime } from '@nfx/format';
import { paths } from '@nfx/paths';
import { Button, muted } from '@nfx/ui';
import { statusLabel } from './status-label';
import * as styles from './cashier.css';
import { methodName } from './method-name';

export interface TransactionRowProps {
  item: HistoryItem;
  /** Shown for a pending withdrawal the player may still cancel. */
  onCancel?: (item: HistoryItem) => void;
  cancelling?: boolean;
}

/** One transaction: what, when, how much, its status, and what the player can do with it. */
export function TransactionRow({ item, onCancel, cancelling = false }: TransactionRowProps) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const kind = t(`cashier.history.kind.${item.type}`);
  const amount = formatMoney(item.amount.amount, item.amount.currency);
  // Deposits and withdrawals have receipts and a payment method; bonus and cashback rows are ledger
  // entries, whose `method` is the ledger's internal movement kind and whose status says what happened.
  const hasReceipt = item.type === 'deposit' || item.type === 'withdrawal';
  return (
    <li className={styles.row} data-testid="transaction-row" data-status={item.status}>
      <div className={styles.rowText}>
        <span>
          {kind}
          {hasReceipt && item.method ? ` · ${methodName(t, item.method)}` : ''}
        </span>
        <span className={muted()}>
          <time dateTime={item.created_at}>{`${formatDate(item.created_at)} ${formatTime(item.created_at)}`}</time>
          {' · '}
          {statusLabel(t, item.status)}
        </span>
      </div>
      <span className={styles.amount}>{item.type === 'withdrawal' ? `−${amount}` : amount}</span>
      {(hasReceipt || (item.can_cancel && onCancel)) && (
        <div className={styles.rowActions}>
          {hasReceipt && (
            <Link
              className={styles.link}
              to={localized(paths.cashier.receipt(item.id, item.type === 'withdrawal' ? 'withdrawal' : 'deposit'))}
            >
              {t('cashier.history.receipt', { id: item.id })}
            </Link>
          )}
          {item.can_cancel && onCancel && (
            <Button variant="secondary" size="sm" loading={cancelling} onClick={() => onCancel(item)}>
              {t('cashier.history.cancel', { amount })}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
