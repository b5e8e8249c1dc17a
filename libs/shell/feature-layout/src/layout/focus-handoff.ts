import { type RefObject, useLayoutEffect } from 'react';

let handedOver = false;

/**
 * Signing in or out swaps the header's controls (sign-in and register for the account menu, and
 * back). Focus on a control that goes would fall to the document, and a keyboard or screen-reader
 * user would start again from the top: the side that goes hands focus to the first control of
 * the side that comes. Layout effects, so the check runs before the old controls leave the page.
 */
export function useFocusHandoff(container: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const own = container.current;
    if (handedOver) {
      handedOver = false;
      own?.querySelector<HTMLElement>('button:not([disabled]), a[href]')?.focus();
    }
    return () => {
      if (own?.contains(document.activeElement)) handedOver = true;
    };
  }, [container]);
}
