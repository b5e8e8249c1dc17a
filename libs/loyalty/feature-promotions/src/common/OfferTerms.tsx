import { useTranslation } from 'react-i18next';
import type { CampaignOffer } from '@nfx/api-contract';
import { formatMoney } from '@nfx/format';
import * as styles from './promotions.css';

/** What the offer gives: percent of the deposit, its cap and the smallest qualifying deposit. */
export function OfferTerms({ offer }: { offer: CampaignOffer }) {
  const { t } = useTranslation();
  return (
    <>
      {offer.promotions.map((promotion, index) => (
        <dl key={index} className={styles.terms}>
          <div className={styles.term}>
            <dt>{t('promotions.terms.percent')}</dt>
            <dd>{t('promotions.terms.percentValue', { percent: promotion.percent })}</dd>
          </div>
          <div className={styles.term}>
            <dt>{t('promotions.terms.maxAmount')}</dt>
            <dd>{formatMoney(promotion.max_amount.amount, promotion.max_amount.currency)}</dd>
          </div>
          <div className={styles.term}>
            <dt>{t('promotions.terms.minDeposit')}</dt>
            <dd>{formatMoney(promotion.min_deposit.amount, promotion.min_deposit.currency)}</dd>
          </div>
        </dl>
      ))}
    </>
  );
}
