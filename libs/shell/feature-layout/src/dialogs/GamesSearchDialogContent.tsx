import { type DialogContentProps, openDialog, registerDialog } from '@nfx/dialogs';
import { RemoteMountPoint } from '@nfx/shell-feature-core';

export const GAMES_SEARCH_DIALOG = 'gamesSearch';

/** The games search (the casino remote's, as the registry says) inside a shell popup; picking a game closes it. */
export function GamesSearchDialogContent({ closeDialog }: DialogContentProps) {
  return <RemoteMountPoint point="games-search" props={{ onClose: closeDialog }} />;
}

export function registerGamesSearchDialog(): () => void {
  return registerDialog(GAMES_SEARCH_DIALOG, GamesSearchDialogContent as never);
}

export function openGamesSearch(title: string): string {
  return openDialog({ id: GAMES_SEARCH_DIALOG, name: GAMES_SEARCH_DIALOG, title });
}
