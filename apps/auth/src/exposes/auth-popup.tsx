import type { AuthPopupProps } from '@nfx/dialogs';
import { AuthPopup } from '@nfx/auth-feature-auth';
import { AuthTexts } from '../texts';

/** The sign-in, sign-up and restore popup the shell shows in its dialog. */
export default function AuthDialogPopup(props: AuthPopupProps) {
  return (
    <AuthTexts>
      <AuthPopup {...props} />
    </AuthTexts>
  );
}
