import { useEffect, useState } from 'react';

/** Longest wait for the browser to report an idle moment once the page has loaded. */
const IDLE_TIMEOUT_MS = 2000;
/** Longest wait for the load event: a request that never ends must not hold the popups back for good. */
const LOAD_TIMEOUT_MS = 8000;

// Once idle, the page stays so for the rest of its life: later navigations do not wait again.
let pageWasIdle = false;

/** Calls `callback` once the page has loaded and the browser has a moment with nothing to do; returns a cancel. */
export function onPageIdle(callback: () => void): () => void {
  const cleanups: Array<() => void> = [];
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => callback(), { timeout: IDLE_TIMEOUT_MS });
      cleanups.push(() => window.cancelIdleCallback(id));
    } else {
      const id = window.setTimeout(callback, 0);
      cleanups.push(() => window.clearTimeout(id));
    }
  };
  if (document.readyState === 'complete') whenIdle();
  else {
    const late = window.setTimeout(() => {
      window.removeEventListener('load', onLoad);
      callback();
    }, LOAD_TIMEOUT_MS);
    const onLoad = () => {
      window.clearTimeout(late);
      whenIdle();
    };
    window.addEventListener('load', onLoad, { once: true });
    cleanups.push(
      () => window.removeEventListener('load', onLoad),
      () => window.clearTimeout(late),
    );
  }
  return () => cleanups.forEach((cleanup) => cleanup());
}

/**
 * Whether the page has loaded and the browser has had a moment with nothing to do. A dialog that
 * opens while the first screen is still being drawn moves focus into it, which forces a layout of
 * the half-built page (40–200 ms at 4× CPU throttling on the betting board): what can wait for
 * the first screen, waits.
 */
export function usePageIdle(): boolean {
  const [idle, setIdle] = useState(pageWasIdle);
  useEffect(() => {
    if (idle) return undefined;
    return onPageIdle(() => {
      pageWasIdle = true;
      setIdle(true);
    });
  }, [idle]);
  return idle;
}
