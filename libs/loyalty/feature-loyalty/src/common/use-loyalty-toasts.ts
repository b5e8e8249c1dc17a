import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
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
 * The toasts can be asked for from two places of one page (the shell's layout mount and the
 * loyalty pages); only the first mounted asks, so a path change fetches once and a notification
 * is never split between two answers. Both exposes share this module inside the remote's build.
 */
const claims: symbol[] = [];
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function claim(token: symbol) {
  claims.push(token);
  listeners.forEach((listener) => listener());
  return () => {
    claims.splice(claims.indexOf(token), 1);
    listeners.forEach((listener) => listener());
  };
}

function useIsFirstClaim(): boolean {
  const [token] = useState(() => Symbol('loyalty-toasts'));
  useEffect(() => claim(token), [token]);
  return useSyncExternalStore(
    subscribe,
    () => claims[0] === token,
    () => false,
  );
}

export interface LoyaltyToastsOptions {
  /** The caller mounts only after the first click or touch (the shell's layout mount): fetch at once. */
  afterFirstInteraction?: boolean;
}

/**
 * Loyalty notifications as toasts (§4, §9): only for signed-in players with loyalty or
 * characters on, fetched once after the first click or touch and again on every path change,
 * shown 300 ms later for the configured time, with the chime when on. The shell's toast host
 * places them below the header.
 */
export function useLoyaltyToasts(signedIn: boolean, { afterFirstInteraction = false }: LoyaltyToastsOptions = {}): void {
  const config = useLoyaltyConfig();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const [interacted, setInteracted] = useState(afterFirstInteraction);
  const fetches = useRef(0);
  const owner = useIsFirstClaim();
  const enabled = owner && signedIn && Boolean(config && (config.isEnableLoyalty || config.isEnableCharacters));

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
