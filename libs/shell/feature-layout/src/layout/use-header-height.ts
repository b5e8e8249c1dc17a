import { type RefObject, useEffect } from 'react';
import { HEADER_HEIGHT_PROPERTY } from '@nfx/design-tokens';

/**
 * Publishes the header's real height on <html>: it wraps on narrow screens, and toasts, anchors
 * and curtains (which live outside the layout) offset themselves by it.
 *
 * The height comes from a ResizeObserver, which reports it once the header is laid out (before
 * that frame is painted) and again on every change. Reading it in the effect instead forced the
 * whole page's layout in the middle of the app's first render: 34 ms of a start-up task on the
 * game page in a Lighthouse run here, reported as a forced reflow.
 */
export function useHeaderHeight(headerRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const header = headerRef.current;
    if (!header) return;
    const root = document.documentElement;
    const publish = (height: number) => {
      const value = `${Math.round(height)}px`;
      // An unchanged value is not written again: each write restyles the whole page.
      if (root.style.getPropertyValue(HEADER_HEIGHT_PROPERTY) !== value) root.style.setProperty(HEADER_HEIGHT_PROPERTY, value);
    };
    if (typeof ResizeObserver === 'undefined') {
      publish(header.getBoundingClientRect().height);
      return () => root.style.removeProperty(HEADER_HEIGHT_PROPERTY);
    }
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      publish(entry.borderBoxSize?.[0]?.blockSize ?? entry.target.getBoundingClientRect().height);
    });
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEADER_HEIGHT_PROPERTY);
    };
  }, [headerRef]);
}
