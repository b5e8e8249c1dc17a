import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Cashback } from '@nfx/api-contract';
import { formatDate, formatMoney } from '@nfx/format';
import { Button, Skeleton, panel, alert, muted, heading } from '@nfx/ui';
import { useCashbackAction, useCashbacks } from '../api/cashbacks';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useErrorText } from '../common/error-text';
import { ProfileFrame } from '../common/ProfileFrame';
import { toastSuccess } from '../common/toast';
import * as styles from '../common/profile.css';

/** The player's cashbacks by end date, newest first (§2): pay an active one out, remove one from the list. */
export function CashbackPage() {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const cashbacks = useCashbacks(i18n.language);
  const action = useCashbackAction();
  const [removing, setRemoving] = useState<Cashback | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const run = (kind: 'payout' | 'remove', cashback: Cashback) => {
    setNotice(null);
    action.mutate(
      { action: kind, id: cashback.id },
      {
        onSuccess: () =>
          toastSuccess(
            'cashback',
            kind === 'payout'
              ? t('profile.cashback.paid', { amount: formatMoney(cashback.amount.amount, cashback.amount.currency) })
              : t('profile.cashback.removed'),
          ),
        onError: (error) => setNotice(errorText(error)),
        onSettled: () => setRemoving(null),
      },
    );
  };

  return (
    <ProfileFrame page="cashback">
      <section className={panel({ padding: 'md' })} aria-labelledby="profile-cashback-title">
        <h2 id="profile-cashback-title" className={heading({ weight: 'bold' })}>
          {t('profile.cashback.listTitle')}
        </h2>
        {notice && (
          <p role="alert" className={alert({ look: 'soft' })}>
            {notice}
          </p>
        )}
        {cashbacks.error ? (
          <p role="alert" className={alert({ look: 'soft' })}>
            {errorText(cashbacks.error)}
          </p>
        ) : !cashbacks.data ? (
          <Skeleton shape="block" height="8rem" />
        ) : cashbacks.data.length === 0 ? (
          <p className={muted({ size: 'inherit' })}>{t('profile.cashback.emptyText')}</p>
        ) : (
          <ul className={styles.list}>
            {cashbacks.data.map((cashback) => {
              const busy = action.isPending && action.variables?.id === cashback.id;
              return (
                <li
                  key={cashback.id}
                  className={styles.item}
                  aria-label={t('profile.cashback.itemLabel', { date: formatDate(cashback.end_date) })}
                >
                  <div className={styles.row}>
                    <strong className={styles.grow}>{formatMoney(cashback.amount.amount, cashback.amount.currency)}</strong>
                    <span className={styles.badge} data-status={cashback.status}>
                      {t(`profile.cashback.status.${cashback.status}`)}
                    </span>
                  </div>
                  <span>{cashback.description}</span>
                  <span className={muted({ size: 'inherit' })}>
                    {t('profile.cashback.period', {
                      date: formatDate(cashback.end_date),
                      percent: cashback.percent,
                      loss: formatMoney(cashback.net_loss.amount, cashback.net_loss.currency),
                    })}
                  </span>
                  {cashback.receiving_expired_at && (
                    <span className={muted({ size: 'inherit' })}>
                      {t('profile.cashback.until', { date: formatDate(cashback.receiving_expired_at) })}
                    </span>
                  )}
                  <div className={styles.row}>
                    {cashback.status === 'active' && (
                      <Button
                        type="button"
                        size="sm"
                        loading={busy && action.variables?.action === 'payout'}
                        onClick={() => run('payout', cashback)}
                      >
                        {t('profile.cashback.payout')}
                      </Button>
                    )}
                    <Button type="button" size="sm" variant="ghost" disabled={busy} onClick={() => setRemoving(cashback)}>
                      {t('profile.cashback.remove')}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      {removing && (
        <ConfirmDialog
          title={t('profile.cashback.confirmRemove.title')}
          text={t(removing.status === 'active' ? 'profile.cashback.confirmRemove.textActive' : 'profile.cashback.confirmRemove.text')}
          confirmLabel={t('profile.cashback.confirmRemove.confirm')}
          danger
          busy={action.isPending}
          onConfirm={() => run('remove', removing)}
          onCancel={() => setRemoving(null)}
        />
      )}
    </ProfileFrame>
  );
}
