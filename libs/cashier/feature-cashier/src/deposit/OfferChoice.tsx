import { useTranslation } from 'react-i18next';
import type { CampaignOffer } from '@nfx/api-contract';
import { muted } from '@nfx/ui';
import * as styles from '../common/cashier.css';

export const NO_OFFER = -1;

export interface OfferChoiceProps {
  offers: readonly CampaignOffer[];
  value: number;
  onChange: (id: number) => void;
  disabled?: boolean;
}

/** The offers this deposit may take, and "no bonus" (`campaign_offer_id` -1, the default). */
export function OfferChoice({ offers, value, onChange, disabled }: OfferChoiceProps) {
  const { t } = useTranslation();
  if (offers.length === 0) return null;
  const choices = [
    { id: NO_OFFER, title: t('cashier.offers.none'), text: '' },
    ...offers.map((offer) => ({ id: offer.id, ...offer.description })),
  ];
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('cashier.offers.title')}</legend>
      {choices.map((choice) => (
        <label key={choice.id} className={styles.radioCard}>
          <input
            type="radio"
            name="campaign_offer_id"
            value={choice.id}
            checked={value === choice.id}
            disabled={disabled}
            onChange={() => onChange(choice.id)}
          />
          <span className={styles.rowText}>
            <span>{choice.title}</span>
            {choice.text && <span className={muted()}>{choice.text}</span>}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
