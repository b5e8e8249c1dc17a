import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { showToast } from '@nfx/dialogs';
import { fetchNotifications } from '../api/notifications';
import { loyaltyKeys } from '../api/loyalty-keys';
import { playChime } from './chime';
import { useLoyaltyConfig } from './use-loyalty-config';

/** Toasts start this long after the fetch (§9). */
export const TOAST_DELAY_MS = 300;

/**
 * Loyalty notifications as toasts (§4, §9), while the loyalty pages are open: only for signed-in
 * players with loyalty or characters on, fetched once after the first click or touch and again
 * on every path change, shown 300 ms later for the configured time, with the chime when on.
 * The shell's toast host places them below the header.
 */
export function useLoyaltyToasts(signedIn: boolean): void {
  const config = useLoyaltyConfig();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const [interacted, setInteracted] = useState(false);
  const fetches = useRef(0);
  const enabled = signedIn && Boolean(config && (config.isEnableLoyalty || config.isEnableCharacters));

  useEffect(() => {
    if (interacted) return;
    const mark = () => setInteracted(true);
    window.addEventListener('pointerdown', mark, { once: true });
    window.addEventListener('touchstart', mark, { once: true });
    return () => {
      window.removeEventListener('pointerdown', mark);
      window.removeEventListener('touchstart', mark);
    };
  }, [interacted]);

  useEffect(() => {
    if (!enabled || !interacted || !config) return;
    fetches.current += 1;
    // Each fetch is its own query: the answer is consumed (a notification is answered once).
    void queryClient
      .fetchQuery({
        queryKey: [...loyaltyKeys.notifications, fetches.current],
        queryFn: ({ signal }) => fetchNotifications(signal),
        staleTime: 0,
      })
      .then(({ items }) => {
        // Not cancelled when the page changes meanwhile: the answer is consumed, and the shell shows toasts on any page.
        if (items.length === 0) return;
        setTimeout(() => {
          for (const item of items) {
            showToast({
              id: `loyalty-${item.id}`,
              title: item.title,
              message: item.message,
              tone: item.type === 'credit' ? 'success' : 'info',
              durationMs: config.notification.durationMs,
              onOpened: config.notification.sound ? playChime : undefined,
            });
          }
        }, TOAST_DELAY_MS);
      })
      .catch(() => {
        // A failed fetch shows nothing; the next path change asks again.
      });
  }, [enabled, interacted, pathname, config, queryClient]);
}
