import { useCallback, useEffect, useState } from 'react';

/** Spec-free UX constant: long enough to read a banner's two lines. */
export const AUTOPLAY_MS = 6000;

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

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Slide index and autoplay; autoplay starts off for players who prefer reduced motion. */
export function useCarousel(count: number): CarouselState {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [held, setHeld] = useState(false);

  const goTo = useCallback((target: number) => setIndex(count > 0 ? ((target % count) + count) % count : 0), [count]);
  const next = useCallback(() => setIndex((current) => (count > 0 ? (current + 1) % count : 0)), [count]);
  const previous = useCallback(() => setIndex((current) => (count > 0 ? (current - 1 + count) % count : 0)), [count]);

  useEffect(() => {
    if (!playing || held || count < 2) return;
    const timer = setInterval(next, AUTOPLAY_MS);
    return () => clearInterval(timer);
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
