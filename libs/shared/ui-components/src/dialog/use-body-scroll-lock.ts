import { useEffect } from 'react';

/*
 * The count and the saved styles live on <body> rather than in module state:
 * every micro-frontend bundles its own copy of this file, and a dialog opened by
 * the shell on top of one opened by a remote must still share one count.
 */
const COUNT_ATTRIBUTE = 'data-scroll-lock-count';
const SAVED_OVERFLOW_ATTRIBUTE = 'data-scroll-lock-overflow';
const SAVED_PADDING_ATTRIBUTE = 'data-scroll-lock-padding-right';

function lockCount(body: HTMLElement): number {
  return Number(body.getAttribute(COUNT_ATTRIBUTE) ?? '0') || 0;
}

function acquire(): void {
  const body = document.body;
  const count = lockCount(body);
  if (count === 0) {
    body.setAttribute(SAVED_OVERFLOW_ATTRIBUTE, body.style.overflow);
    body.setAttribute(SAVED_PADDING_ATTRIBUTE, body.style.paddingRight);
    // Hiding the scrollbar widens the page; padding by its width stops the layout jumping sideways.
    const scrollbarWidth = window.innerWidth - document.documentElement.clientWidth;
    if (scrollbarWidth > 0) {
      const padding = Number.parseFloat(getComputedStyle(body).paddingRight) || 0;
      body.style.paddingRight = `${padding + scrollbarWidth}px`;
    }
    body.style.overflow = 'hidden';
  }
  body.setAttribute(COUNT_ATTRIBUTE, String(count + 1));
}

function release(): void {
  const body = document.body;
  const count = lockCount(body);
  if (count > 1) {
    body.setAttribute(COUNT_ATTRIBUTE, String(count - 1));
    return;
  }
  body.style.overflow = body.getAttribute(SAVED_OVERFLOW_ATTRIBUTE) ?? '';
  body.style.paddingRight = body.getAttribute(SAVED_PADDING_ATTRIBUTE) ?? '';
  body.removeAttribute(COUNT_ATTRIBUTE);
  body.removeAttribute(SAVED_OVERFLOW_ATTRIBUTE);
  body.removeAttribute(SAVED_PADDING_ATTRIBUTE);
}

/** Stops the page behind from scrolling while `active`; the page scrolls again once every holder has let go. */
export function useBodyScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    acquire();
    return release;
  }, [active]);
}
