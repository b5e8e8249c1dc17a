import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '@nfx/app-runtime';
import { paths } from '@nfx/paths';
import { closeDialog, openDialog } from '@nfx/dialogs';
import { useIsAuthenticated, useLogout } from '@nfx/session';
import { useGeneralInfo } from '@nfx/account';
import { inactivitySeconds, isCashierPath } from './inactivity-time';
import { createInactivityTimer } from './inactivity-timer';
import { INACTIVITY_DIALOG } from './InactivityWarning';

const ACTIVITY_EVENTS = ['keydown', 'click', 'scroll'] as const;

/**
 * Spec §4: with a force-logout time in general info and a signed-in player, a countdown popup
 * shows in the last 20 % of the time and the player is signed out at the end. A key, click,
 * scroll or route change starts the period again. On cashier pages the cashier's inactivity time
 * (§3 `user_inactivity_cashier_time`) applies when it is shorter.
 */
export function useInactivityLogout(): void {
  const { t, i18n } = useTranslation();
  const isAuthenticated = useIsAuthenticated();
  const { pathname } = useLocation();
  const seconds = inactivitySeconds(useGeneralInfo().data, isCashierPath(pathname, i18n.language));
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const logout = useLogout({ onLoggedOut: () => navigate(localized(paths.home())) });
  const resetRef = useRef<(() => void) | null>(null);
  const logoutRef = useRef(logout.mutate);
  logoutRef.current = logout.mutate;
  const titleRef = useRef('');
  titleRef.current = t('shell.inactivity.title');

  useEffect(() => {
    if (!isAuthenticated || !(seconds > 0)) return;
    const totalMs = seconds * 1000;
    const timer = createInactivityTimer({
      totalMs,
      onWarn: (remainingMs) => {
        openDialog({
          id: INACTIVITY_DIALOG,
          name: INACTIVITY_DIALOG,
          title: titleRef.current,
          props: { deadline: Date.now() + remainingMs },
        });
      },
      onExpire: () => {
        closeDialog(INACTIVITY_DIALOG);
        logoutRef.current();
      },
    });
    const onActivity = () => {
      closeDialog(INACTIVITY_DIALOG);
      timer.reset();
    };
    resetRef.current = onActivity;
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true, capture: true });
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
      timer.stop();
      resetRef.current = null;
      closeDialog(INACTIVITY_DIALOG);
    };
  }, [isAuthenticated, seconds]);

  useEffect(() => {
    resetRef.current?.();
  }, [pathname]);
}
