import { type RefObject, useEffect } from 'react';
import { HEADER_HEIGHT_PROPERTY } from '@nfx/design-tokens';

/**
 * Publishes the header's real height on <html>: it wraps on narrow screens, and toasts, anchors
 * and curtains (which live outside the layout) offset themselves by it.
 */
export function useHeaderHeight(headerRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const header = headerRef.current;
    if (!header) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(HEADER_HEIGHT_PROPERTY, `${Math.round(header.getBoundingClientRect().height)}px`);
    publish();
    if (typeof ResizeObserver === 'undefined') return () => root.style.removeProperty(HEADER_HEIGHT_PROPERTY);
    const observer = new ResizeObserver(publish);
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEADER_HEIGHT_PROPERTY);
    };
  }, [headerRef]);
}
