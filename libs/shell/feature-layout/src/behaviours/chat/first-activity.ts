/** Spec §4: the chat starts on the first of these, or when the browser is idle. */
export const ACTIVITY_EVENTS = ['scroll', 'click', 'mousemove', 'keydown', 'touchstart', 'focus'] as const;
/** Spec §9: idle fallback 1000 ms where requestIdleCallback is missing. */
export const IDLE_FALLBACK_MS = 1000;

type IdleWindow = Window & { requestIdleCallback?: (callback: () => void) => number; cancelIdleCallback?: (handle: number) => void };

/** Calls `start` once, on first activity or idle; returns a cancel function. */
export function onFirstActivityOrIdle(start: () => void, win: IdleWindow = window): () => void {
  let done = false;
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const cleanup = () => {
    for (const name of ACTIVITY_EVENTS) win.removeEventListener(name, fire, { capture: true });
    if (idleHandle !== undefined) win.cancelIdleCallback?.(idleHandle);
    clearTimeout(timer);
  };
  function fire() {
    if (done) return;
    done = true;
    cleanup();
    start();
  }

  for (const name of ACTIVITY_EVENTS) win.addEventListener(name, fire, { capture: true, passive: true, once: true });
  if (typeof win.requestIdleCallback === 'function') idleHandle = win.requestIdleCallback(fire);
  else timer = setTimeout(fire, IDLE_FALLBACK_MS);
  return () => {
    done = true;
    cleanup();
  };
}
