import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { refreshSession } from '@nfx/session';
import { authAnalytics } from './analytics/auth-analytics';
import { postToParent } from './embedded/parent-window';
import { redirectPathFromSearch } from './flow/redirect-url';
import { afterRegistrationPath } from './AuthPopup';
import { AuthFlow } from './AuthFlow';

/**
 * /forms/sign_in and /forms/sign_up (§2): the forms alone, for a frame. Instead of navigating
 * themselves they ask the parent page to refresh the user, redirect, or open registration.
 */
export function EmbeddedForm({ mode }: { mode: 'authorization' | 'registration' }) {
  const queryClient = useQueryClient();
  const location = useLocation();
  const redirect = redirectPathFromSearch(location.search);
  return (
    <AuthFlow
      initialMode={mode}
      handlers={{
        signedIn: async (account, method) => {
          authAnalytics().identify(account.uid, { method });
          await refreshSession(queryClient);
          postToParent({ type: 'nfx:forms', action: 'refreshUser' });
          if (redirect) postToParent({ type: 'nfx:forms', action: 'redirect', url: redirect });
        },
        registered: async (account, choice) => {
          authAnalytics().identify(account.uid, { method: 'registration' });
          await refreshSession(queryClient);
          postToParent({ type: 'nfx:forms', action: 'refreshUser' });
          postToParent({ type: 'nfx:forms', action: 'redirect', url: redirect ?? afterRegistrationPath(choice) });
        },
        openRegistration: mode === 'authorization' ? () => postToParent({ type: 'nfx:forms', action: 'openRegistration' }) : undefined,
      }}
    />
  );
}
