import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '@nfx/app-runtime';
import { paths } from '@nfx/paths';
import { cluster } from '@nfx/ui';
import * as styles from '../common/cashier.css';
import { OutcomeFrame } from './OutcomeFrame';

export type PaymentNotice = 'cancel' | 'mobile' | 'newWindow';

/** `/cashier/paycancel`, `/cashier/paymobile`, `/cashier/paynewwindow`: outcomes without a transaction to look up. */
export function PaymentNoticePage({ notice }: { notice: PaymentNotice }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <OutcomeFrame
      page={`pay-${notice}`}
      icon={notice === 'cancel' ? 'cancel' : 'info'}
      title={t(`cashier.outcome.${notice}.title`)}
      description={<p>{t(`cashier.outcome.${notice}.description`)}</p>}
    >
      <div className={cluster()}>
        <Link className={styles.buttonLink} to={localized(paths.cashier.deposit())}>
          {t('cashier.outcome.toDeposit')}
        </Link>
        <Link className={styles.link} to={localized(paths.cashier.history('deposit'))}>
          {t('cashier.outcome.toHistory')}
        </Link>
      </div>
    </OutcomeFrame>
  );
}
