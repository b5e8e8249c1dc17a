import { registerSidebarDialog } from '../layout/SidebarCurtain';
import { registerInactivityDialog } from '../behaviours/InactivityWarning';
import { registerAuthDialog } from './AuthDialogContent';
import { registerGamesSearchDialog } from './GamesSearchDialogContent';

/** The dialogs the shell itself provides; remotes register theirs through @nfx/dialogs. */
export function registerShellDialogs(): () => void {
  const unregister = [registerAuthDialog(), registerGamesSearchDialog(), registerSidebarDialog(), registerInactivityDialog()];
  return () => unregister.forEach((dispose) => dispose());
}
