import { startTransition, useEffect, useState } from 'react';

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: IdleRequestOptions) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** Longest wait for an idle moment: on a busy page the rest of a row still comes soon. */
const IDLE_TIMEOUT_MS = 1000;

/**
 * Runs `callback` when the main thread is idle, or in a task of its own where the browser has no
 * requestIdleCallback (Safari). Returns what cancels it.
 */
export function whenIdle(callback: () => void, win: IdleWindow = window): () => void {
  if (typeof win.requestIdleCallback === 'function') {
    const handle = win.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => win.cancelIdleCallback?.(handle);
  }
  const timer = win.setTimeout(callback, 0);
  return () => win.clearTimeout(timer);
}

/**
 * How many of `total` items to render: `immediate` of them at once, then `slice` more in each idle
 * moment, so that mounting a long list is several short tasks instead of one long one. Each slice
 * renders as a transition: the player's input comes first.
 */
export function useRevealedCount(total: number, immediate: number, slice: number): number {
  const [revealed, setRevealed] = useState(immediate);
  useEffect(() => {
    if (revealed >= total) return undefined;
    return whenIdle(() => startTransition(() => setRevealed((count) => count + slice)));
  }, [revealed, total, slice]);
  return Math.min(revealed, total);
}
