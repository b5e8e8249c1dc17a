import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SectionPage, useLocalizedPath } from '@nfx/app-runtime';
import { paths } from '@nfx/paths';
import { useDepositInfo } from '../api/deposit-info';
import { useHistory } from '../api/history';
import { useWithdrawalInfo } from '../api/withdrawal-info';
import { EmptyState } from '../common/EmptyState';
import { LoadingBlock } from '../common/LoadingBlock';
import { QueryError } from '../common/QueryError';
import { ReceiptDetails, type ReceiptTransaction } from './ReceiptDetails';
import { receiptRequestOf } from './receipt-request';
import * as styles from '../common/cashier.css';

/**
 * `/cashier/receipt?id=…` (a deposit) or `?type=withdrawal&id=…`: a printable receipt of one
 * transaction; without an id, of the latest of its kind.
 */
export function ReceiptPage() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const { kind, id: asked } = receiptRequestOf(useLocation().search);
  // The latest of its kind is looked up only when no id is asked for.
  const latest = useHistory({ type: kind, offset: 0, count: 1 }, { enabled: asked === null });
  const id = asked ?? (latest.data ? (latest.data.items[0]?.id ?? null) : null);
  const deposit = useDepositInfo(kind === 'deposit' ? id : null);
  const withdrawal = useWithdrawalInfo(kind === 'withdrawal' ? id : null);
  const info = kind === 'deposit' ? deposit : withdrawal;
  const historyPath = localized(paths.cashier.history(kind));

  let transaction: ReceiptTransaction | null = null;
  if (kind === 'deposit' && deposit.data) transaction = { kind, deposit: deposit.data };
  if (kind === 'withdrawal' && withdrawal.data) transaction = { kind, withdrawal: withdrawal.data };

  let body;
  if (asked === null && latest.isError) {
    body = <QueryError error={latest.error} onRetry={() => void latest.refetch()} retrying={latest.isFetching} />;
  } else if (asked === null && latest.data && latest.data.items.length === 0) {
    body = (
      <EmptyState title={t(kind === 'deposit' ? 'cashier.receipt.none' : 'cashier.receipt.noneWithdrawal')}>
        <Link className={styles.link} to={historyPath}>
          {t(kind === 'deposit' ? 'cashier.receipt.toHistory' : 'cashier.receipt.toWithdrawals')}
        </Link>
      </EmptyState>
    );
  } else if (info.isError) {
    body = <QueryError error={info.error} onRetry={() => void info.refetch()} retrying={info.isFetching} />;
  } else if (!transaction) {
    body = <LoadingBlock rows={5} height="1.5rem" />;
  } else {
    body = <ReceiptDetails transaction={transaction} historyPath={historyPath} />;
  }

  return (
    <SectionPage namespace="cashier" page="receipt">
      {body}
    </SectionPage>
  );
}
