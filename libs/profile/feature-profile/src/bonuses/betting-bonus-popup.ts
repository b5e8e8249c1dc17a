import type { Bonus } from '@nfx/api-contract';
import { isDialogRegistered, openDialog } from '@nfx/dialogs';

/**
 * The shell registers its "betting bonus activated" popup (spec §2) under this name
 * (libs/shell/feature-layout/src/bonus-popups/BettingBonusActivated.tsx); its words live in the shell's namespace.
 */
export const BETTING_BONUS_ACTIVATED_DIALOG = 'bettingBonusActivated';

/**
 * Tells the player their free bet is ready: the shell's popup, or `fallback` (a toast) where no
 * shell registered it, as in the profile's standalone dev mode.
 */
export function announceBettingBonus(bonus: Bonus, fallback: () => void): void {
  if (!isDialogRegistered(BETTING_BONUS_ACTIVATED_DIALOG)) {
    fallback();
    return;
  }
  openDialog({ id: BETTING_BONUS_ACTIVATED_DIALOG, name: BETTING_BONUS_ACTIVATED_DIALOG, props: { bonus } });
}
