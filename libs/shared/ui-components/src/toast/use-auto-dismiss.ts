import { useEffect, useRef } from 'react';

/**
 * Calls `onElapsed` after `durationMs`, pausing while `paused` so a user reading
 * or focusing the toast is not cut off (WCAG 2.2.1). `null` never elapses.
 */
export function useAutoDismiss(durationMs: number | null, paused: boolean, onElapsed: () => void) {
  const onElapsedRef = useRef(onElapsed);
  const remainingRef = useRef(durationMs);
  const durationRef = useRef(durationMs);

  useEffect(() => {
    onElapsedRef.current = onElapsed;
  });

  useEffect(() => {
    if (durationRef.current !== durationMs) {
      durationRef.current = durationMs;
      remainingRef.current = durationMs;
    }
    const remaining = remainingRef.current;
    if (remaining === null || paused) return;

    const startedAt = Date.now();
    const timer = setTimeout(() => onElapsedRef.current(), remaining);
    return () => {
      clearTimeout(timer);
      remainingRef.current = Math.max(0, remaining - (Date.now() - startedAt));
    };
  }, [durationMs, paused]);
}
