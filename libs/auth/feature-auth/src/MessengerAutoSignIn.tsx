import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { refreshSession, useSession } from '@nfx/session';
import { authAnalytics } from './analytics/auth-analytics';
import { register } from './api/register';
import { errorCodeOf } from './flow/error-code';
import { readMessengerLaunchData } from './messenger/messenger-launch';
import { alert } from '@nfx/ui';

/**
 * Inside the messenger mini-app the visitor is registered or signed in without a form (§1):
 * the signed launch data goes to auth.register with is_tg=1. Renders nothing unless it fails.
 */
export function MessengerAutoSignIn() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { isAuthenticated, isLoading } = useSession();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (isLoading || isAuthenticated || started.current) return;
    const fields = readMessengerLaunchData();
    if (!fields) return;
    started.current = true;
    register(fields)
      .then(async (account) => {
        authAnalytics().identify(account.uid, { method: 'messenger' });
        await refreshSession(queryClient);
      })
      .catch((error: unknown) => {
        authAnalytics().error(errorCodeOf(error), 'messenger');
        setFailed(true);
      });
  }, [isLoading, isAuthenticated, queryClient]);

  return failed ? (
    <p role="alert" className={alert({ look: 'soft', icon: true })}>
      {t('auth.messenger.failed')}
    </p>
  ) : null;
}
