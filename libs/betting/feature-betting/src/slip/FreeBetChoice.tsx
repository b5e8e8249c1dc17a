import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@nfx/format';
import type { FreeBet } from '../api/free-bets';
import { formatPrice } from '../board/labels';
import { muted } from '@nfx/ui';
import * as styles from './slip.css';

export interface FreeBetChoiceProps {
  freeBets: readonly FreeBet[];
  /** The chosen free bet's id, or null for the player's own money. */
  chosen: number | null;
  onChoose(id: number | null): void;
}

/**
 * "Use a free bet": native radio buttons in a fieldset, so arrow keys move between the choices
 * and a screen reader names the group; each free bet says its amount and least odds.
 */
export function FreeBetChoice({ freeBets, chosen, onChoose }: FreeBetChoiceProps) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className={styles.freeBets}>
      <legend className={styles.freeBetsLegend}>{t('betting.slip.freeBet.legend')}</legend>
      <label className={styles.freeBetOption}>
        <input type="radio" name={name} checked={chosen === null} onChange={() => onChoose(null)} />
        {t('betting.slip.freeBet.none')}
      </label>
      {freeBets.map((freeBet) => (
        <label key={freeBet.id} className={styles.freeBetOption}>
          <input type="radio" name={name} checked={chosen === freeBet.id} onChange={() => onChoose(freeBet.id)} />
          <span>
            {t('betting.slip.freeBet.option', { amount: formatMoney(freeBet.amount.amount, freeBet.amount.currency) })}
            {freeBet.min_price !== null ? (
              <span className={muted({ wrap: true })}> {t('betting.slip.freeBet.odds', { price: formatPrice(freeBet.min_price) })}</span>
            ) : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
