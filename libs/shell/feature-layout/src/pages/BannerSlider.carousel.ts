import { useCallback, useEffect, useState } from 'react';
import { whenPageIdle } from '../page-idle/use-page-idle';

/** Spec-free UX constant: long enough to read a banner's two lines. */
export const AUTOPLAY_MS = 6000;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

export interface CarouselState {
  index: number;
  playing: boolean;
  next: () => void;
  previous: () => void;
  goTo: (index: number) => void;
  togglePlaying: () => void;
  /** Hover or focus inside pauses autoplay without changing the player's own choice. */
  setHeld: (held: boolean) => void;
}

function reducedMotionQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : null;
}

/**
 * Slide index and autoplay. Autoplay starts off for players who prefer reduced motion, and stops
 * if they come to prefer it. The slides start turning only once the page has loaded and gone idle
 * (the shell's page-idle moment, shared with its popups): each step renders the slider and fetches
 * the next picture, which the first screen's own work must not wait for. A hidden tab's slider
 * stands still.
 */
export function useCarousel(count: number): CarouselState {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !reducedMotionQuery()?.matches);
  const [held, setHeld] = useState(false);

  const goTo = useCallback((target: number) => setIndex(count > 0 ? ((target % count) + count) % count : 0), [count]);
  const next = useCallback(() => setIndex((current) => (count > 0 ? (current + 1) % count : 0)), [count]);
  const previous = useCallback(() => setIndex((current) => (count > 0 ? (current - 1 + count) % count : 0)), [count]);

  useEffect(() => {
    const query = reducedMotionQuery();
    if (!query) return;
    const onChange = () => {
      if (query.matches) setPlaying(false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  // The waits and the visibility are no state: they start and stop the timer without rendering.
  useEffect(() => {
    if (!playing || held || count < 2) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    // A tab shown again waits a whole step, as after a pause.
    const start = () => {
      if (timer === undefined && document.visibilityState !== 'hidden') timer = setInterval(next, AUTOPLAY_MS);
    };
    const onVisibilityChange = () => (document.visibilityState === 'hidden' ? stop() : start());
    const cancelWait = whenPageIdle(() => {
      document.addEventListener('visibilitychange', onVisibilityChange);
      start();
    });
    return () => {
      cancelWait();
      document.removeEventListener('visibilitychange', onVisibilityChange);
      stop();
    };
  }, [playing, held, count, next]);

  return {
    index: Math.min(index, Math.max(count - 1, 0)),
    playing,
    next,
    previous,
    goTo,
    togglePlaying: () => setPlaying((value) => !value),
    setHeld,
  };
}
