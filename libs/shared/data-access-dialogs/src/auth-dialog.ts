import { openDialog } from './dialog-store';
import type { DialogCloseReason } from './types';

/** Name under which the shell registers the auth remote's popup. */
export const AUTH_DIALOG = 'auth';

/** Spec §2: the modes of the authentication popup. */
export type AuthDialogMode = 'authorization' | 'registration' | 'restore' | 'twofa' | 'socialRegistration';

/** Props the shell passes to the auth remote's `./AuthPopup`. */
export interface AuthPopupProps {
  initialMode?: AuthDialogMode;
  preventClose?: boolean;
  /** Called by the popup when it is done (signed in, registered); closes the dialog. */
  onClose?: () => void;
}

export interface OpenAuthDialogOptions {
  mode?: AuthDialogMode;
  preventClose?: boolean;
  onClose?: (reason: DialogCloseReason) => void;
}

/**
 * Opens the sign-in / registration popup from anywhere on the page (shell or remote). One id,
 * so a second call switches the open popup's mode instead of stacking another.
 */
export function openAuthDialog({ mode = 'authorization', preventClose = false, onClose }: OpenAuthDialogOptions = {}): string {
  return openDialog({ id: AUTH_DIALOG, name: AUTH_DIALOG, kind: 'popup', preventClose, onClose, props: { initialMode: mode } });
}
