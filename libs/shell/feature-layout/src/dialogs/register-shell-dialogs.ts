import { registerSidebarDialog } from '../layout/SidebarCurtain';
import { registerAuthDialog } from './AuthDialogContent';
import { registerGamesSearchDialog } from './GamesSearchDialogContent';

/**
 * The dialogs the shell itself provides; remotes register theirs through @nfx/dialogs. The
 * inactivity warning is registered by the signed-in behaviours (PlayerBehaviours), its only opener.
 */
export function registerShellDialogs(): () => void {
  const unregister = [registerAuthDialog(), registerGamesSearchDialog(), registerSidebarDialog()];
  return () => unregister.forEach((dispose) => dispose());
}
