import { type KeyboardEvent, type RefObject, useEffect, useState } from 'react';
import { focusableElements } from './focusable';

/**
 * Focus management of a modal panel: moves focus in on open, keeps Tab and
 * Shift+Tab cycling inside, and gives focus back to the opener on close.
 */
export function useDialogFocus(panelRef: RefObject<HTMLElement | null>, initialFocusRef?: RefObject<HTMLElement | null>) {
  // Read during the first render, before children with autoFocus can move focus away from the opener.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));

  useEffect(() => {
    const panel = panelRef.current;
    if (panel && !panel.contains(document.activeElement)) {
      const target = initialFocusRef?.current ?? focusableElements(panel)[0] ?? panel;
      target.focus();
    }
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [panelRef, initialFocusRef, opener]);

  return (event: KeyboardEvent<HTMLElement>) => {
    const panel = panelRef.current;
    if (event.key !== 'Tab' || !panel || event.defaultPrevented) return;
    // A nested dialog handles its own Tab; do not let it bubble into this trap.
    if (!(event.target instanceof Element) || event.target.closest('[role="dialog"]') !== panel) return;

    const items = focusableElements(panel);
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (!first || !last) {
      event.preventDefault();
      panel.focus();
    } else if (event.shiftKey && (active === first || active === panel)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };
}
