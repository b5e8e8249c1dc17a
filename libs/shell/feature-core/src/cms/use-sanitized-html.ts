import { useEffect, useMemo, useState } from 'react';

interface NativeSanitizer {
  allowAttribute(name: string): void;
}
type SetHtml = (this: Element, html: string, options: { sanitizer: NativeSanitizer }) => void;

/** Kept as DOMPurify keeps them: the dialogs' texts mark alerts for screen readers this way. */
const ACCESSIBILITY_ATTRIBUTES = ['role', 'aria-live', 'aria-label', 'aria-hidden', 'aria-describedby', 'aria-labelledby'];

type SanitizerConstructor = new () => NativeSanitizer;
let configured: { constructor: SanitizerConstructor; sanitizer: NativeSanitizer | null } | undefined;

/** The browser's own sanitizer (the Sanitizer API), configured once; `null` where there is none or it differs from the standard's. */
function browserSanitizer(): NativeSanitizer | null {
  const Sanitizer = (globalThis as { Sanitizer?: SanitizerConstructor }).Sanitizer;
  if (typeof document === 'undefined' || typeof Sanitizer !== 'function') return null;
  if (typeof (document.createElement('div') as Element & { setHTML?: SetHtml }).setHTML !== 'function') return null;
  if (configured?.constructor === Sanitizer) return configured.sanitizer;
  let sanitizer: NativeSanitizer | null = null;
  try {
    sanitizer = new Sanitizer();
    for (const name of ACCESSIBILITY_ATTRIBUTES) sanitizer.allowAttribute(name);
  } catch {
    // An older draft of the API: DOMPurify it is.
    sanitizer = null;
  }
  configured = { constructor: Sanitizer, sanitizer };
  return sanitizer;
}

/**
 * `Element.setHTML` always drops scripts, event handlers and `javascript:` URLs whatever the
 * configuration, so a browser that has it needs no library. `undefined` where it cannot be used.
 */
function sanitizeNatively(html: string): string | undefined {
  const sanitizer = browserSanitizer();
  if (!sanitizer) return undefined;
  const container: Element & { setHTML?: SetHtml } = document.createElement('div');
  if (typeof container.setHTML !== 'function') return undefined;
  try {
    container.setHTML(html, { sanitizer });
  } catch {
    return undefined;
  }
  return container.innerHTML;
}

/**
 * HTML made safe to insert as markup, or `null` while the sanitizer loads. Where the browser
 * sanitizes natively the answer is immediate; elsewhere DOMPurify (~11 KB br) is fetched, and
 * only when a page or dialog actually has HTML to show, so it stays off the first load (a new
 * visitor's campaign popup on `/` would otherwise bring it).
 */
export function useSanitizedHtml(html: string | null | undefined): string | null {
  const native = useMemo(() => (html ? sanitizeNatively(html) : undefined), [html]);
  const [sanitized, setSanitized] = useState<{ source: string; html: string } | null>(null);

  useEffect(() => {
    if (!html || native !== undefined) return;
    let active = true;
    void import('dompurify').then(({ default: purify }) => {
      if (active) setSanitized({ source: html, html: purify.sanitize(html) });
    });
    return () => {
      active = false;
    };
  }, [html, native]);

  if (!html) return '';
  if (native !== undefined) return native;
  return sanitized?.source === html ? sanitized.html : null;
}
