import { useEffect, useState } from 'react';

/**
 * HTML made safe to insert as markup, or `null` while the sanitizer loads. DOMPurify (~12 KB br)
 * is fetched only when a page or dialog actually has HTML to show, so it stays off the first
 * load of every page.
 */
export function useSanitizedHtml(html: string | null | undefined): string | null {
  const [sanitized, setSanitized] = useState<{ source: string; html: string } | null>(null);

  useEffect(() => {
    if (!html) return;
    let active = true;
    void import('dompurify').then(({ default: purify }) => {
      if (active) setSanitized({ source: html, html: purify.sanitize(html) });
    });
    return () => {
      active = false;
    };
  }, [html]);

  if (!html) return '';
  return sanitized?.source === html ? sanitized.html : null;
}
