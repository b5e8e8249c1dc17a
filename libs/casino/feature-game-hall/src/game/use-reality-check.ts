import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { realityCheckQueryOptions } from '@nfx/account';
import { useLocalizedPath } from '@nfx/app-runtime';
import { openConfirm } from '@nfx/dialogs';
import { formatMoney } from '@nfx/format';
import { paths } from '@nfx/paths';
import type { RealityCheck } from '@nfx/api-contract';

const REMINDER_ID = 'reality-check';

/** Milliseconds until the next whole interval since the session began, on the server's clock. */
export function delayToNextCheck(check: RealityCheck, fetchedAt: number, now = Date.now()): number | null {
  if (!check.interval_minutes) return null;
  const interval = check.interval_minutes * 60_000;
  const serverNow = Date.parse(check.server_time) + (now - fetchedAt);
  const elapsed = Math.max(0, serverNow - Date.parse(check.session_started_at));
  return interval - (elapsed % interval);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The reality check of responsible gaming: during real-money play, every N minutes of the
 * session (the player's choice on the profile page), a dialog tells how long the session has
 * lasted and its net result from the ledger, with "continue" or "stop" (which leaves the game).
 */
export function useRealityCheck(active: boolean): void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const queryClient = useQueryClient();
  const check = useQuery({ ...realityCheckQueryOptions(), enabled: active });

  useEffect(() => {
    if (!active || !check.data) return;
    const delay = delayToNextCheck(check.data, check.dataUpdatedAt);
    if (delay === null) return;
    const timer = window.setTimeout(async () => {
      // Fresh numbers for the reminder; the new answer also schedules the next one.
      const fresh = await queryClient.fetchQuery({ ...realityCheckQueryOptions(), staleTime: 0 }).catch(() => check.data);
      const minutes = Math.round((Date.parse(fresh.server_time) - Date.parse(fresh.session_started_at)) / 60_000);
      const net = formatMoney(fresh.net.amount, fresh.net.currency);
      openConfirm({
        id: REMINDER_ID,
        title: t('casino.realityCheck.title'),
        content: `<p>${escapeHtml(t('casino.realityCheck.body', { minutes, net }))}</p>`,
        textAgree: t('casino.realityCheck.continue'),
        textReject: t('casino.realityCheck.stop'),
        preventClose: true,
        onReject: () => navigate(localized(paths.home())),
      });
    }, delay);
    return () => window.clearTimeout(timer);
  }, [active, check.data, check.dataUpdatedAt, queryClient, t, navigate, localized]);
}
