import { MessengerAutoSignIn } from '@nfx/auth-feature-auth';
import { AuthTexts } from '../texts';

/** The messenger mini-app's automatic sign-in; it shows a text only when it fails. */
export default function MessengerSignIn() {
  return (
    <AuthTexts>
      <MessengerAutoSignIn />
    </AuthTexts>
  );
}
