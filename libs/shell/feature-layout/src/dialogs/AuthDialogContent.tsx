import { AUTH_DIALOG, type AuthDialogMode, type AuthPopupProps, type DialogContentProps, registerDialog } from '@nfx/dialogs';
import { RemoteMountPoint } from '@nfx/shell-feature-core';

type Props = DialogContentProps & { initialMode?: AuthDialogMode };

/**
 * The sign-in popup (the auth remote's, as the registry says) inside a shell dialog. Keyed by
 * mode so a second openAuthDialog with another mode restarts the popup in it; the remote
 * navigates after success itself.
 */
export function AuthDialogContent({ initialMode = 'authorization', preventClose, closeDialog }: Props) {
  const props: AuthPopupProps = { initialMode, preventClose, onClose: closeDialog };
  return <RemoteMountPoint key={initialMode} point="auth-dialog" props={props as Record<string, unknown>} />;
}

export function registerAuthDialog(): () => void {
  return registerDialog(AUTH_DIALOG, AuthDialogContent as never);
}
