import { useBonusPopups } from '../bonus-popups/use-bonus-popups';
import { useBalanceRefresh } from './use-balance-refresh';

/**
 * The page-wide behaviours that act only for a signed-in player: the balance refresh (§3/§6) and
 * the bonus popups (§2: promo code applied or refused, unseen cashback). Its own chunk, mounted
 * by SignedInBehaviours once a session is seen.
 */
export default function PlayerBehaviours({ pathWithoutLocale }: { pathWithoutLocale: string }) {
  useBalanceRefresh();
  useBonusPopups(pathWithoutLocale);
  return null;
}
