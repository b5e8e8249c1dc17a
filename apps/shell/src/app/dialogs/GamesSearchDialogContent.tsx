import { type DialogContentProps, openDialog, registerDialog } from '@nfx/dialogs';
import { RemoteMount } from '../remotes/RemoteMount';

export const GAMES_SEARCH_DIALOG = 'gamesSearch';

/** The casino remote's search inside a shell popup; picking a game closes it. */
export function GamesSearchDialogContent({ closeDialog }: DialogContentProps) {
  return <RemoteMount remote="casino" expose="./GamesSearchPopup" props={{ onClose: closeDialog }} />;
}

export function registerGamesSearchDialog(): () => void {
  return registerDialog(GAMES_SEARCH_DIALOG, GamesSearchDialogContent as never);
}

export function openGamesSearch(title: string): string {
  return openDialog({ id: GAMES_SEARCH_DIALOG, name: GAMES_SEARCH_DIALOG, title });
}
