import { type KeyboardEvent, type RefObject, useEffect, useState } from 'react';
import { focusableElements } from './focusable';

/**
 * Where focus goes when a dialog closes and its opener is gone (the register button a
 * registration replaced) or was nothing (a popup that opened itself after another closed): into
 * the dialog now on top, else the page's main landmark — never the document, where a keyboard
 * or screen-reader user would start again from the top.
 */
function focusFallback(closed: HTMLElement | null): void {
  const panels = Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"][aria-modal="true"]')).filter(
    (panel) => panel !== closed && panel.isConnected && !panel.closest('[inert]'),
  );
  const top = panels[panels.length - 1];
  if (top) {
    (focusableElements(top)[0] ?? top).focus();
    return;
  }
  const main = document.querySelector<HTMLElement>('main, [role="main"]');
  if (!main) return;
  if (main.tabIndex < 0 && !main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus({ preventScroll: true });
}

const isUsableOpener = (element: Element | null): element is HTMLElement =>
  element instanceof HTMLElement && element !== document.body && element.isConnected && !element.closest('[inert]');

/**
 * Focus management of a modal panel: moves focus in on open, keeps Tab and
 * Shift+Tab cycling inside, and gives focus back to the opener on close (or,
 * when the opener is gone, to the next sensible place).
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
      // Another dialog (or the page) already took focus on purpose: leave it there.
      const active = document.activeElement;
      if (active && active !== document.body && active.isConnected && !panel?.contains(active)) return;
      if (isUsableOpener(opener)) opener.focus();
      else focusFallback(panel);
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
