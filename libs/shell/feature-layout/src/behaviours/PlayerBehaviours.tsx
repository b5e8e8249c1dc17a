import { useEffect } from 'react';
import { useBonusPopups } from '../bonus-popups/use-bonus-popups';
import { useIdentityVerificationPopup } from '../identity-verification/use-identity-verification-popup';
import { useBalanceRefresh } from './use-balance-refresh';
import { registerInactivityDialog } from './InactivityWarning';
import { useInactivityLogout } from './use-inactivity-logout';

/**
 * The page-wide behaviours that act only for a signed-in player: the balance refresh (§3/§6), the
 * bonus popups (§2: promo code applied or refused, unseen cashback) and the identity-verification
 * popup (§2, §8: only a signed-in player's calls ask for it), and the inactivity logout (§4) with
 * its countdown dialog. Its own chunk, mounted by SignedInBehaviours once a session is seen; a
 * visitor's first load does not carry them.
 */
export default function PlayerBehaviours({ pathWithoutLocale }: { pathWithoutLocale: string }) {
  useEffect(() => registerInactivityDialog(), []);
  useBalanceRefresh();
  useInactivityLogout();
  useBonusPopups(pathWithoutLocale);
  useIdentityVerificationPopup(pathWithoutLocale);
  return null;
}
