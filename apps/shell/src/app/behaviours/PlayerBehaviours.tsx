import { useBonusPopups } from '../bonus-popups/use-bonus-popups';
import { useIdentityVerificationPopup } from '../identity-verification/use-identity-verification-popup';
import { useBalanceRefresh } from './use-balance-refresh';

/**
 * The page-wide behaviours that act only for a signed-in player: the balance refresh (§3/§6), the
 * bonus popups (§2: promo code applied or refused, unseen cashback) and the identity-verification
 * popup (§2, §8: only a signed-in player's calls ask for it). Its own chunk, mounted by
 * SignedInBehaviours once a session is seen.
 */
export default function PlayerBehaviours({ pathWithoutLocale }: { pathWithoutLocale: string }) {
  useBalanceRefresh();
  useBonusPopups(pathWithoutLocale);
  useIdentityVerificationPopup(pathWithoutLocale);
  return null;
}
