import { AUTH_DIALOG, type AuthPopupProps, runFollowUpPopups, setDialogPreventClose } from '@nfx/dialogs';
import { paths } from '@nfx/paths';
import { useSignInCompletion } from './flow/use-sign-in-completion';
import { AuthFlow } from './AuthFlow';
import type { RegistrationChoice } from './registration/RegisterForm';

export type AuthPopupMode = NonNullable<AuthPopupProps['initialMode']>;

/** After registration the player goes to the deposit page (§2) with the register=success flag. */
export const AFTER_REGISTRATION_PATH = paths.cashier.deposit({ afterRegistration: true });

/** A player who chose betting on the form goes to the sportsbook instead (issue 20); everyone else to the deposit page. */
export const afterRegistrationPath = (choice: RegistrationChoice) => (choice.betting ? paths.betting() : AFTER_REGISTRATION_PATH);

/**
 * The auth popup the shell mounts in its dialog (props contract of `@nfx/dialogs`): the modes
 * of §2; success closes it, runs the queued follow-up popups and moves on (§4).
 */
export function AuthPopup({ initialMode = 'authorization', onClose }: AuthPopupProps) {
  const complete = useSignInCompletion();
  return (
    <AuthFlow
      initialMode={initialMode}
      handlers={{
        signedIn: async (account, method) => {
          onClose?.();
          await complete(account, method);
        },
        registered: async (account, choice) => {
          onClose?.();
          runFollowUpPopups();
          await complete(account, 'registration', afterRegistrationPath(choice));
        },
        lockOpen: () => setDialogPreventClose(AUTH_DIALOG, true),
      }}
    />
  );
}
