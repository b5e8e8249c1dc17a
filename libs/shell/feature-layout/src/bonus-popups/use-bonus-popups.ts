import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { registerBettingBonusActivatedDialog } from './BettingBonusActivated';
import { usePromoCodeActivation } from './use-promo-code-activation';
import { useUnseenCashback } from './use-unseen-cashback';

/**
 * The bonus popups of spec §2 that any page may show: promo code activated or refused, unseen
 * cashback; and the "betting bonus activated" popup, registered here for the profile remote to
 * open by name (only a signed-in player activates one, and this runs only for them).
 */
export function useBonusPopups(pathWithoutLocale: string): void {
  const { search } = useLocation();
  useEffect(() => registerBettingBonusActivatedDialog(), []);
  usePromoCodeActivation(search);
  useUnseenCashback(pathWithoutLocale);
}
