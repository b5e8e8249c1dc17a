import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { LoyaltyNotification } from '@nfx/api-contract';
import { showToast } from '@nfx/dialogs';
import { loyaltyKeys } from '../api/loyalty-keys';
import { markNotificationShown } from '../api/mark-notification-shown';
import { notificationsQuery } from '../api/notifications';
import { playChime } from './chime';
import { type ResolvedLoyaltyConfig, useLoyaltyConfig } from './use-loyalty-config';

/** Toasts start this long after the fetch (§9). */
export const TOAST_DELAY_MS = 300;

/**
 * Notifications whose toast this page view opened. A later answer may still list one (its mark is
 * on its way, or was lost): it is not shown a second time, only marked again.
 */
const openedHere = new Set<number>();

function markShown(id: number): void {
  // A lost mark is sent again when the next answer lists the notification.
  markNotificationShown(id).catch(() => undefined);
}

function show(item: LoyaltyNotification, { notification }: ResolvedLoyaltyConfig): void {
  showToast({
    // Keyed by the notification: an answer arriving while its toast is up replaces it, not repeats it.
    id: `loyalty-${item.id}`,
    title: item.title,
    message: item.message,
    tone: item.type === 'credit' ? 'success' : 'info',
    durationMs: notification.durationMs,
    onOpened: () => {
      openedHere.add(item.id);
      markShown(item.id);
      if (notification.sound) playChime();
    },
  });
}

/**
 * Loyalty notifications as toasts (§4, §9): only for signed-in players with loyalty or
 * characters on, asked for when mounted and again on every path change, shown 300 ms later for
 * the configured time, with the chime when on. The shell's layout mounts it after the first click
 * or touch, so "once after the first click" is its mounting. Reading changes nothing: a
 * notification is marked shown only once its toast opened in the shell's toast host (below the
 * header), so a reload or a second tab before then still gets it.
 */
export function useLoyaltyToasts(signedIn: boolean): void {
  const config = useLoyaltyConfig();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const enabled = signedIn && Boolean(config && (config.isEnableLoyalty || config.isEnableCharacters));

  useEffect(() => {
    if (!enabled || !config) return;
    let left = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void queryClient
      .fetchQuery(notificationsQuery())
      .then(({ items }) => {
        if (left) return;
        for (const item of items) if (openedHere.has(item.id)) markShown(item.id);
        const fresh = items.filter((item) => !openedHere.has(item.id));
        if (fresh.length === 0) return;
        // A notification tells of points, a level or a quest the player's cached loyalty info and
        // quests may predate (they are kept fresh for 30 s): the page beside the toast shows them anew.
        void queryClient.invalidateQueries({ queryKey: loyaltyKeys.info });
        void queryClient.invalidateQueries({ queryKey: loyaltyKeys.programs });
        timer = setTimeout(() => fresh.forEach((item) => show(item, config)), TOAST_DELAY_MS);
      })
      .catch(() => {
        // A failed fetch shows nothing; the next path change asks again.
      });
    // Leaving the page before they show drops nothing: they are unmarked, so the next path's answer lists them.
    return () => {
      left = true;
      clearTimeout(timer);
    };
  }, [enabled, pathname, config, queryClient]);
}
