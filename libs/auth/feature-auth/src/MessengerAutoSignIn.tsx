import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { refreshSession, useSession } from '@nfx/session';
import { authAnalytics } from './analytics/auth-analytics';
import { register } from './api/register';
import { errorCodeOf } from './flow/error-code';
import { messengerLaunch } from './messenger/messenger-script';
import { alert } from '@nfx/ui';

/**
 * Inside the messenger mini-app the visitor is registered or signed in without a form (§1):
 * the signed launch data (read through the messenger's script, §7) goes to auth.register with
 * is_tg=1. Renders nothing unless it fails. The shell mounts it only inside the mini-app.
 */
export function MessengerAutoSignIn() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { isAuthenticated, isLoading } = useSession();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  // Inside the mini-app the messenger's script loads at once, signed in or not: it is told the page is ready.
  useEffect(() => {
    void messengerLaunch();
  }, []);

  useEffect(() => {
    if (isLoading || isAuthenticated || started.current) return;
    started.current = true;
    void messengerLaunch().then(async (fields) => {
      if (!fields) return;
      try {
        const account = await register(fields);
        authAnalytics().identify(account.uid, { method: 'messenger' });
        await refreshSession(queryClient);
      } catch (error) {
        authAnalytics().error(errorCodeOf(error), 'messenger');
        setFailed(true);
      }
    });
  }, [isLoading, isAuthenticated, queryClient]);

  return failed ? (
    <p role="alert" className={alert({ look: 'soft', icon: true })}>
      {t('auth.messenger.failed')}
    </p>
  ) : null;
}
