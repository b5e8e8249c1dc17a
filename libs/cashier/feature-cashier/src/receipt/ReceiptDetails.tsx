import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DepositInfo, Withdrawal } from '@nfx/api-contract';
import { formatDate, formatMoney, formatTime } from '@nfx/format';
import { Button, cluster, heading, muted } from '@nfx/ui';
import { useBanks } from '../api/banks';
import { statusLabel } from '../common/status-label';
import * as styles from '../common/cashier.css';
import * as receiptStyles from './receipt.css';
import { methodName } from '../common/method-name';

/** Reasons the operator may give for a declined withdrawal; anything else reads as "other". */
const DECLINE_REASONS = new Set(['requisites_mismatch', 'bonus_abuse', 'suspected_fraud', 'other']);

export type ReceiptTransaction = { kind: 'deposit'; deposit: DepositInfo } | { kind: 'withdrawal'; withdrawal: Withdrawal };

function When({ at }: { at: string }) {
  return <time dateTime={at}>{`${formatDate(at)} ${formatTime(at)}`}</time>;
}

/** The printable part of a receipt: what moved, how, where to (masked as the API keeps it) and when. */
export function ReceiptDetails({ transaction, historyPath }: { transaction: ReceiptTransaction; historyPath: string }) {
  const { t } = useTranslation();
  const shown = transaction.kind === 'deposit' ? transaction.deposit : transaction.withdrawal;
  const requisites = Object.entries(shown.requisites);
  // A bank requisite is the bank's id; the receipt names the bank.
  const banks = useBanks(requisites.some(([name]) => name === 'bank'));
  const valueOf = (name: string, value: string) =>
    name === 'bank' ? (banks.data?.find((bank) => String(bank.id) === value)?.name ?? value) : value;
  const refundNote =
    shown.status === 'refunded'
      ? 'cashier.receipt.refundedNote'
      : shown.status === 'refund_review'
        ? 'cashier.receipt.refundReviewNote'
        : shown.status === 'partially_refunded'
          ? 'cashier.receipt.partiallyRefundedNote'
          : null;
  // What was given back so far: shown once some of it was, and only while the deposit is not refunded in full.
  const refunded = transaction.kind === 'deposit' && transaction.deposit.refunded.amount > 0 ? transaction.deposit.refunded : null;
  const declineReason =
    transaction.kind === 'withdrawal' && transaction.withdrawal.status === 'declined' ? transaction.withdrawal.decline_reason : null;

  return (
    <article className={receiptStyles.receipt} data-receipt="" aria-labelledby="cashier-receipt-title" data-testid="receipt">
      <h2 id="cashier-receipt-title" className={heading()}>
        {t(transaction.kind === 'deposit' ? 'cashier.receipt.heading' : 'cashier.receipt.withdrawalHeading', { id: shown.id })}
      </h2>
      <dl className={styles.details}>
        <dt>{t('cashier.receipt.amount')}</dt>
        <dd className={styles.amount}>{formatMoney(shown.amount.amount, shown.amount.currency)}</dd>
        {transaction.kind === 'deposit' && transaction.deposit.fee.amount > 0 && (
          <div className={styles.contents}>
            <dt>{t('cashier.receipt.fee')}</dt>
            <dd>{formatMoney(transaction.deposit.fee.amount, transaction.deposit.fee.currency)}</dd>
            <dt>{t('cashier.receipt.credited')}</dt>
            <dd>{formatMoney(transaction.deposit.credited.amount, transaction.deposit.credited.currency)}</dd>
          </div>
        )}
        <dt>{t('cashier.receipt.status')}</dt>
        <dd>{statusLabel(t, shown.status)}</dd>
        {refunded !== null && shown.status !== 'refunded' && (
          <div className={styles.contents}>
            <dt>{t('cashier.receipt.refunded')}</dt>
            <dd>{formatMoney(refunded.amount, refunded.currency)}</dd>
          </div>
        )}

        {declineReason !== null && (
          <div className={styles.contents}>
            <dt>{t('cashier.receipt.declineReason')}</dt>
            <dd>{t(`cashier.receipt.reason.${DECLINE_REASONS.has(declineReason) ? declineReason : 'other'}`)}</dd>
          </div>
        )}
        <dt>{t('cashier.receipt.method')}</dt>
        <dd>{methodName(t, shown.method)}</dd>
        <dt>{t('cashier.receipt.created')}</dt>
        <dd>
          <When at={shown.created_at} />
        </dd>
        <dt>{t('cashier.receipt.updated')}</dt>
        <dd>
          <When at={shown.updated_at} />
        </dd>
        {requisites.map(([name, value]) => (
          <div key={name} className={styles.contents}>
            <dt>{t(`cashier.requisites.${name}`, { defaultValue: t('cashier.receipt.requisite') })}</dt>
            <dd>{valueOf(name, value)}</dd>
          </div>
        ))}
        {transaction.kind === 'deposit' && (
          <div className={styles.contents}>
            <dt>{t('cashier.receipt.site')}</dt>
            <dd>{transaction.deposit.domain}</dd>
          </div>
        )}
      </dl>
      {refundNote !== null && (
        <p className={muted()}>{t(refundNote, { amount: refunded ? formatMoney(refunded.amount, refunded.currency) : '' })}</p>
      )}
      <div className={cluster()} data-no-print="">
        <Button onClick={() => window.print()}>{t('cashier.receipt.print')}</Button>
        <Link className={styles.link} to={historyPath}>
          {t(transaction.kind === 'deposit' ? 'cashier.receipt.toHistory' : 'cashier.receipt.toWithdrawals')}
        </Link>
      </div>
    </article>
  );
}
