import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sendSiteEvent, useLocalizedPath } from '@nfx/app-runtime';
import { formatMoney } from '@nfx/format';
import { paths } from '@nfx/paths';
import { useDepositInfo } from '../api/deposit-info';
import { refreshAfterMoneyMoved } from '../api/money-moved';
import { errorMessageKey } from '../common/error-message';
import { alert, cluster } from '@nfx/ui';
import * as styles from '../common/cashier.css';
import { OutcomeFrame } from './OutcomeFrame';
import { type OutcomeView, outcomeBeforeData, outcomeOfStatus, transactionIdOf } from './outcome-view';
import { forgetPaymentBackUrl, readPaymentBackUrl } from './payment-back-url';

const icons = { success: 'success', pending: 'loader', fail: 'fail', cancel: 'cancel', refunded: 'info' } as const;

/** The address that matches what the deposit turned out to be, so a reload shows the same page. */
function pathOf(view: OutcomeView, id: number): string {
  if (view === 'success' || view === 'refunded') return paths.cashier.paySuccess(id);
  if (view === 'fail') return paths.cashier.payFail(id);
  if (view === 'cancel') return paths.cashier.payCancel();
  return paths.cashier.payPending(id);
}

/**
 * `/cashier/paysuccess|paypending|payfail/{transaction}`: where the provider sends the player
 * back. The page asks the API what became of the deposit and keeps asking while it is pending,
 * so "being processed" turns into success or failure on screen; a success refreshes the balances.
 */
export function PaymentOutcomePage({ expected }: { expected: 'success' | 'pending' | 'fail' }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = transactionIdOf(useParams().transaction);
  const info = useDepositInfo(id, { poll: true });
  const view: OutcomeView = info.data ? outcomeOfStatus(info.data.status) : outcomeBeforeData(expected);
  const refreshed = useRef<number | null>(null);

  useEffect(() => {
    if (!info.data || id === null) return;
    if (info.data.status === 'success' && refreshed.current !== id) {
      refreshed.current = id;
      void refreshAfterMoneyMoved(queryClient);
      sendSiteEvent('deposit', { method: info.data.method, currency: info.data.amount.currency });
    }
    if (view !== expected && view !== 'cancel' && !(view === 'refunded' && expected === 'success'))
      navigate(localized(pathOf(view, id)), { replace: true });
  }, [info.data, id, view, expected, queryClient, navigate, localized]);

  const amount = info.data ? formatMoney(info.data.amount.amount, info.data.amount.currency) : '';
  const lookupFailed = (id === null || info.isError) && expected !== 'fail';
  const description = lookupFailed ? (
    <p className={alert()}>{id === null ? t('errors.InvalidParameter') : t(errorMessageKey(info.error))}</p>
  ) : (
    <p>{t(`cashier.outcome.${view}.${info.data ? 'details' : 'description'}`, { amount, id })}</p>
  );

  return (
    <OutcomeFrame
      page={`pay-${view}`}
      icon={lookupFailed ? 'info' : icons[view]}
      title={t(`cashier.outcome.${view}.title`)}
      description={description}
    >
      <div className={cluster()}>
        {view === 'success' ? <SuccessAction /> : null}
        {view === 'pending' && (
          <Link className={styles.secondaryLink} to={localized(paths.gameHall())}>
            {t('cashier.outcome.toGames')}
          </Link>
        )}
        {(view === 'fail' || view === 'cancel') && (
          <Link className={styles.buttonLink} to={localized(paths.cashier.deposit())}>
            {t('cashier.outcome.toDeposit')}
          </Link>
        )}
        {info.data && (
          <Link className={styles.link} to={localized(paths.cashier.receipt(info.data.id))}>
            {t('cashier.outcome.receipt')}
          </Link>
        )}
      </div>
    </OutcomeFrame>
  );
}

/** Spec §2: after a success the player goes to the game hall, or back where a `backUrl` said. */
function SuccessAction() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const backUrl = readPaymentBackUrl();
  if (backUrl) {
    return (
      <a className={styles.buttonLink} href={backUrl} onClick={forgetPaymentBackUrl}>
        {t('cashier.outcome.back')}
      </a>
    );
  }
  return (
    <Link className={styles.buttonLink} to={localized(paths.gameHall())}>
      {t('cashier.outcome.toGames')}
    </Link>
  );
}
