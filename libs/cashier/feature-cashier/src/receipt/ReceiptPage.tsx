import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SectionPage, useLocalizedPath } from '@nfx/app-runtime';
import { formatDate, formatMoney, formatTime } from '@nfx/format';
import { paths } from '@nfx/paths';
import { Button } from '@nfx/ui';
import { useDepositInfo } from '../api/deposit-info';
import { useHistory } from '../api/history';
import { EmptyState } from '../common/EmptyState';
import { LoadingBlock } from '../common/LoadingBlock';
import { QueryError } from '../common/QueryError';
import { statusLabel } from '../common/status-label';
import * as styles from '../common/cashier.css';
import * as receiptStyles from './receipt.css';

function idOf(search: string): number | null {
  const value = Number(new URLSearchParams(search).get('id'));
  return Number.isInteger(value) && value > 0 && value <= 2_147_483_647 ? value : null;
}

/** `/cashier/receipt?id=…`: a printable receipt of one deposit; without an id, of the latest. */
export function ReceiptPage() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const asked = idOf(useLocation().search);
  const latest = useHistory({ type: 'deposit', offset: 0, count: 1 });
  const id = asked ?? (asked === null && latest.data ? (latest.data.items[0]?.id ?? null) : null);
  const info = useDepositInfo(id);
  const historyLink = (
    <Link className={styles.link} to={localized(paths.cashier.history('deposit'))}>
      {t('cashier.receipt.toHistory')}
    </Link>
  );

  let body;
  if (asked === null && latest.isError) {
    body = <QueryError error={latest.error} onRetry={() => void latest.refetch()} retrying={latest.isFetching} />;
  } else if (asked === null && latest.data && latest.data.items.length === 0) {
    body = <EmptyState title={t('cashier.receipt.none')}>{historyLink}</EmptyState>;
  } else if (info.isError) {
    body = <QueryError error={info.error} onRetry={() => void info.refetch()} retrying={info.isFetching} />;
  } else if (!info.data) {
    body = <LoadingBlock rows={5} height="1.5rem" />;
  } else {
    const deposit = info.data;
    const requisites = Object.entries(deposit.requisites);
    body = (
      <article className={receiptStyles.receipt} data-receipt="" aria-labelledby="cashier-receipt-title" data-testid="receipt">
        <h2 id="cashier-receipt-title" className={styles.heading}>
          {t('cashier.receipt.heading', { id: deposit.id })}
        </h2>
        <dl className={styles.details}>
          <dt>{t('cashier.receipt.amount')}</dt>
          <dd className={styles.amount}>{formatMoney(deposit.amount.amount, deposit.amount.currency)}</dd>
          <dt>{t('cashier.receipt.status')}</dt>
          <dd>{statusLabel(t, deposit.status)}</dd>
          <dt>{t('cashier.receipt.method')}</dt>
          <dd>{deposit.method}</dd>
          <dt>{t('cashier.receipt.created')}</dt>
          <dd>
            <time dateTime={deposit.created_at}>{`${formatDate(deposit.created_at)} ${formatTime(deposit.created_at)}`}</time>
          </dd>
          <dt>{t('cashier.receipt.updated')}</dt>
          <dd>
            <time dateTime={deposit.updated_at}>{`${formatDate(deposit.updated_at)} ${formatTime(deposit.updated_at)}`}</time>
          </dd>
          {requisites.map(([name, value]) => (
            <div key={name} className={styles.contents}>
              <dt>{t(`cashier.requisites.${name}`, { defaultValue: t('cashier.receipt.requisite') })}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          <dt>{t('cashier.receipt.site')}</dt>
          <dd>{deposit.domain}</dd>
        </dl>
        <div className={styles.cluster} data-no-print="">
          <Button onClick={() => window.print()}>{t('cashier.receipt.print')}</Button>
          {historyLink}
        </div>
      </article>
    );
  }

  return (
    <SectionPage namespace="cashier" page="receipt">
      {body}
    </SectionPage>
  );
}
