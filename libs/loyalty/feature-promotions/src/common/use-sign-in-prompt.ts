import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AUTH_DIALOG, isDialogRegistered, openAuthDialog } from '@nfx/dialogs';

/**
 * Asks a visitor to sign in: the shell's auth dialog when it is registered, else the §2
 * `show_popup_auth` flag, which the shell also reads and removes when the popup closes.
 */
export function useSignInPrompt(): () => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(() => {
    if (isDialogRegistered(AUTH_DIALOG)) {
      openAuthDialog({ mode: 'authorization' });
      return;
    }
    const params = new URLSearchParams(search);
    params.set('show_popup_auth', '1');
    navigate({ pathname, search: `?${params.toString()}` });
  }, [navigate, pathname, search]);
}
