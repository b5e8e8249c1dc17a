import { usePageContext } from './common/use-page-context';
import { useLoyaltyToasts } from './common/use-loyalty-toasts';

/**
 * The loyalty toasts on every page (§4), the loyalty pages included: the shell mounts this in its
 * layout (mount point `notifications`) for a signed-in player after the first click or touch, so
 * it asks at once and again on every path change. It is the only place that asks. It draws
 * nothing itself; the toasts appear in the shell's toast host.
 */
export function LoyaltyToasts() {
  const { signedIn } = usePageContext();
  useLoyaltyToasts(signedIn);
  return null;
}
