import { useLocation } from 'react-router';
import { usePromoCodeActivation } from './use-promo-code-activation';
import { useUnseenCashback } from './use-unseen-cashback';

/** The bonus popups of spec §2 that any page may show: promo code activated or refused, unseen cashback. */
export function useBonusPopups(pathWithoutLocale: string): void {
  const { search } = useLocation();
  usePromoCodeActivation(search);
  useUnseenCashback(pathWithoutLocale);
}
