import { AUTH_DIALOG, type AuthDialogMode, type AuthPopupProps, type DialogContentProps, registerDialog } from '@nfx/dialogs';
import { RemoteMount } from '../remotes/RemoteMount';

type Props = DialogContentProps & { initialMode?: AuthDialogMode };

/**
 * The auth remote's popup inside a shell dialog. Keyed by mode so a second openAuthDialog with
 * another mode restarts the popup in it; the remote navigates after success itself.
 */
export function AuthDialogContent({ initialMode = 'authorization', preventClose, closeDialog }: Props) {
  const props: AuthPopupProps = { initialMode, preventClose, onClose: closeDialog };
  return <RemoteMount key={initialMode} remote="auth" expose="./AuthPopup" props={props as Record<string, unknown>} />;
}

export function registerAuthDialog(): () => void {
  return registerDialog(AUTH_DIALOG, AuthDialogContent as never);
}
