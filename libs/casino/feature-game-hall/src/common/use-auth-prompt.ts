import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AUTH_DIALOG, type DialogCloseReason, isDialogRegistered, openAuthDialog } from '@nfx/dialogs';

export type AuthPromptMode = 'authorization' | 'registration';

/** Spec §2 query flags: the shell opens the popup for them and removes them when it closes. */
const FLAG_OF: Record<AuthPromptMode, string> = { authorization: 'show_popup_auth', registration: 'show_popup_reg' };

/**
 * Asks a visitor to sign in or register. Uses the shared dialog stack when the shell has
 * registered the auth popup there; otherwise falls back to the URL flags the shell also reads.
 */
export function useAuthPrompt(): (mode: AuthPromptMode, onClose?: (reason: DialogCloseReason) => void) => void {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return useCallback(
    (mode, onClose) => {
      if (isDialogRegistered(AUTH_DIALOG)) {
        openAuthDialog({ mode, onClose });
        return;
      }
      const params = new URLSearchParams(search);
      params.set(FLAG_OF[mode], '1');
      // The hash stays: a game page's `#real` must survive the popup.
      navigate({ pathname, search: `?${params.toString()}`, hash });
    },
    [navigate, pathname, search, hash],
  );
}
